import { z } from 'zod';
import { contactFieldLimits as limits } from './contact-form-limits.js';
import { defaultFieldRuleMessages, type FieldRuleMessages } from './field-rules.js';

// §1 contact form block (issue 18): the §5 contact form rules, written once for the API (English
// default messages) and the storefront (translated). Plain zod: the storefront imports it too.

export const contactErrorCodes = {
  /** Some field or file breaks a §5 rule; details name each problem and echo the text values. */
  contactFormInvalid: 'CONTACT_FORM_INVALID',
  /** The hidden field only robots fill in was filled in. */
  contactFormRejected: 'CONTACT_FORM_REJECTED',
  contactFormRateLimited: 'CONTACT_FORM_RATE_LIMITED',
  recaptchaFailed: 'RECAPTCHA_FAILED',
} as const;

/** Why a file was refused, one code per §9 rule. */
export const contactFileProblemCodes = ['TOO_MANY_FILES', 'FILE_TOO_LARGE', 'FILE_TYPE_NOT_ALLOWED'] as const;
export type ContactFileProblemCode = (typeof contactFileProblemCodes)[number];

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const legacyPhonePattern = /^\+?(?:[\s/()-]*\d){6,20}[\s/()-]*$/;

/** The text fields of the contact form with the §5 contact rules; empty fields arrive as absent. */
export function contactFormSchemaOf(messages: FieldRuleMessages = defaultFieldRuleMessages) {
  const text = (max: number) =>
    z.string({ required_error: messages.required }).trim().max(max, messages.maxLength(max));
  const required = (max: number) => text(max).min(1, messages.required);
  const optional = (max: number) => text(max).optional();
  const digits = (max: number) => text(max).regex(/^\d*$/, messages.numbersOnly).optional();
  return z.object({
    firstName: required(limits.firstName),
    surname: optional(limits.surname),
    // The pattern only once the field is filled: one message per mistake.
    email: required(limits.email).pipe(z.string().regex(emailPattern, messages.email)),
    academicTitle: optional(limits.academicTitle),
    telephoneNumber: optional(limits.telephoneNumber).refine(
      (value) => value === undefined || legacyPhonePattern.test(value),
      messages.invalidFormat,
    ),
    street: optional(limits.street),
    zip: optional(limits.zip),
    city: optional(limits.city),
    countryCode: optional(limits.countryCode).refine(
      (value) => value === undefined || /^[A-Za-z]{2}$/.test(value),
      messages.invalidFormat,
    ),
    orderNumber: digits(limits.orderNumber),
    message: required(limits.message),
    receiptNumber: optional(limits.receiptNumber),
    productName: optional(limits.productName),
    ean: text(limits.eanMax)
      .min(limits.eanMin, messages.minLength(limits.eanMin))
      .regex(/^\d*$/, messages.numbersOnly)
      .optional(),
    batchNumber: optional(limits.batchNumber),
    loyaltyMemberId: digits(limits.loyaltyMemberId),
    errorCode: optional(limits.errorCode),
    timeWindow: optional(limits.timeWindow),
    paymentMethod: optional(limits.paymentMethod),
    clientData: optional(limits.clientData),
    discount: optional(limits.discount),
    /** Names the form on the page that sent it; answered back so that form shows the answer. */
    formId: z.string().max(100).optional(),
  });
}
export type ContactFormFields = z.infer<ReturnType<typeof contactFormSchemaOf>>;
export const contactFormTextFields = Object.keys(contactFormSchemaOf().shape) as (keyof ContactFormFields)[];

/** A problem the API found, by field: a text field's message, or a file's code. */
export const contactProblemSchema = z.object({
  path: z.string(),
  message: z.string(),
  code: z.enum(contactFileProblemCodes).optional(),
  /** The file the problem is about, as the shopper named it. */
  fileName: z.string().optional(),
});
export type ContactProblem = z.infer<typeof contactProblemSchema>;

/** The details of every refusal after the form was read: the problems and the text values sent. */
export const contactRefusalDetailsSchema = z.object({
  problems: z.array(contactProblemSchema),
  values: z.record(z.string()),
  retryAfterSeconds: z.number().int().optional(),
});
export type ContactRefusalDetails = z.infer<typeof contactRefusalDetailsSchema>;

/** 201: the request is stored and on its way to the shop's service address. */
export const contactRequestCreatedSchema = z.object({
  contactRequestId: z.string().uuid(),
  formId: z.string().optional(),
  fileCount: z.number().int().min(0),
});
export type ContactRequestCreated = z.infer<typeof contactRequestCreatedSchema>;
