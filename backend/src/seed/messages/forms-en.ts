import type { formMessagesDe } from './forms-de.js';

// English texts of the forms for shoppers in CMS blocks (issue 18): contact form.
export const formMessagesEn: typeof formMessagesDe = {
  forms: {
    contact: {
      title: 'Write to us',
      field: {
        firstName: 'First name',
        surname: 'Surname',
        email: 'Email address',
        academicTitle: 'Title',
        telephoneNumber: 'Phone number',
        street: 'Street and house number',
        zip: 'Postcode',
        city: 'Town',
        countryCode: 'Country (two-letter code, e.g. IE)',
        orderNumber: 'Order number',
        message: 'Your message',
        receiptNumber: 'Receipt number',
        productName: 'Product name',
        ean: 'EAN (barcode number)',
        batchNumber: 'Batch number',
        loyaltyMemberId: 'joe member number',
        errorCode: 'Error code',
        timeWindow: 'Time window',
        paymentMethod: 'Payment method',
        clientData: 'Device and browser',
        discount: 'Discount code',
        files: 'Attach files',
      },
      filesHint: 'Up to {count} files (PDF, JPEG or PNG), at most 10 MB each.',
      honeypot: 'Please leave this field empty',
      submit: 'Send message',
      sent: 'Thank you for your message! Our customer service will get back to you as soon as they can.',
      fileError: {
        TOO_MANY_FILES: 'You can attach at most 3 files. Please choose the files again.',
        FILE_TOO_LARGE:
          '“{fileName}” is larger than 10 MB. Please choose a smaller file and all files again.',
        FILE_TYPE_NOT_ALLOWED:
          '“{fileName}” is not a PDF, JPEG or PNG file. Please choose another file and all files again.',
      },
      rejected: 'Your message was not sent. Please leave the hidden field empty and try again.',
      rateLimited_one: 'Too many messages. Please try again in {count} minute.',
      rateLimited_other: 'Too many messages. Please try again in {count} minutes.',
    },
  },
};
