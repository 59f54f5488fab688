// §5 contact form and §9 file upload, without zod: the contact block reads its limits from here
// (the browser renders it without zod, decision 0024); contact-form.ts builds its rules on them.
export const contactFieldLimits = {
  firstName: 24,
  surname: 24,
  email: 50,
  academicTitle: 15,
  telephoneNumber: 30,
  street: 255,
  zip: 7,
  city: 25,
  countryCode: 2,
  orderNumber: 15,
  message: 1700,
  receiptNumber: 150,
  productName: 150,
  eanMin: 1,
  eanMax: 30,
  batchNumber: 50,
  loyaltyMemberId: 20,
  errorCode: 180,
  timeWindow: 50,
  paymentMethod: 50,
  clientData: 100,
  discount: 100,
} as const;

/** §9: at most three files of 10,000,000 bytes each, judged by their content. */
export const contactUploadLimits = {
  maxFiles: 3,
  maxFileBytes: 10_000_000,
  mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
} as const;

/** The form's file input and its honeypot: not part of the checked text fields. */
export const contactFileField = 'files';
export const contactHoneypotField = 'homepage';

/** The optional fields an editor may show on a contact form; name, e-mail, message and files always show. */
export const contactOptionalFields = [
  'surname',
  'academicTitle',
  'telephoneNumber',
  'street',
  'zip',
  'city',
  'countryCode',
  'orderNumber',
  'receiptNumber',
  'productName',
  'ean',
  'batchNumber',
  'loyaltyMemberId',
  'errorCode',
  'timeWindow',
  'paymentMethod',
  'clientData',
  'discount',
] as const;
export type ContactOptionalField = (typeof contactOptionalFields)[number];
