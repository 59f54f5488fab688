import type { ContactFormFields } from '../schemas/contact-form.js';
import type { EmailAttachment } from '../email/email-sender.js';

type Language = 'de' | 'en';

const labels: Record<Language, Record<keyof ContactFormFields, string> & { subject: string; files: string }> =
  {
    de: {
      subject: 'Kontaktanfrage von {name}',
      files: 'Dateien',
      firstName: 'Vorname',
      surname: 'Nachname',
      email: 'E-Mail',
      academicTitle: 'Titel',
      telephoneNumber: 'Telefon',
      street: 'Straße',
      zip: 'PLZ',
      city: 'Ort',
      countryCode: 'Land',
      orderNumber: 'Bestellnummer',
      message: 'Nachricht',
      receiptNumber: 'Bonnummer',
      productName: 'Produkt',
      ean: 'EAN',
      batchNumber: 'Chargennummer',
      loyaltyMemberId: 'Kundenkartennummer',
      errorCode: 'Fehlercode',
      timeWindow: 'Zeitfenster',
      paymentMethod: 'Zahlungsart',
      clientData: 'Gerät und Browser',
      discount: 'Rabatt',
      formId: 'Formular',
    },
    en: {
      subject: 'Contact request from {name}',
      files: 'Files',
      firstName: 'First name',
      surname: 'Surname',
      email: 'Email',
      academicTitle: 'Title',
      telephoneNumber: 'Phone',
      street: 'Street',
      zip: 'Postcode',
      city: 'Town',
      countryCode: 'Country',
      orderNumber: 'Order number',
      message: 'Message',
      receiptNumber: 'Receipt number',
      productName: 'Product',
      ean: 'EAN',
      batchNumber: 'Batch number',
      loyaltyMemberId: 'Loyalty member id',
      errorCode: 'Error code',
      timeWindow: 'Time window',
      paymentMethod: 'Payment method',
      clientData: 'Device and browser',
      discount: 'Discount',
      formId: 'Form',
    },
  };

/** The shop's copy of a contact request: every field given, the message last, the files attached. */
export function contactEmailOf(
  language: Language,
  fields: ContactFormFields,
  files: EmailAttachment[],
): { subject: string; text: string; attachments: EmailAttachment[] } {
  const names = labels[language];
  const { message, formId: _formId, ...rest } = fields;
  const lines = Object.entries(rest)
    .filter(([, value]) => value)
    .map(([key, value]) => `${names[key as keyof ContactFormFields]}: ${value}`);
  if (files.length) lines.push(`${names.files}: ${files.map((file) => file.filename).join(', ')}`);
  const name = [fields.firstName, fields.surname].filter(Boolean).join(' ');
  return {
    subject: names.subject.replace('{name}', name),
    text: `${lines.join('\n')}\n\n${names.message}:\n${message}\n`,
    attachments: files,
  };
}
