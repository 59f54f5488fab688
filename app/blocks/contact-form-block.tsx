import { Form, useActionData, useFormAction } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import {
  contactFieldLimits as limits,
  contactFileField,
  contactHoneypotField,
  contactUploadLimits,
  type ContactOptionalField,
} from '../../backend/src/schemas/contact-form-limits.js';
import type { BlockFields } from '../../backend/src/schemas/content.js';
import { RecaptchaChallenge } from '~/components/account/recaptcha';
import { Field, FormErrors, TextAreaField } from '~/components/forms';
import { useTranslation } from '~/utils/use-translation';
import { useBlockData, type ContactFormDatum } from './block-data';
import { CONTACT_FORM_INTENT, type ContactAnswer } from './block-forms';
import { Heading, useHeadingLevel } from './heading-level';
import { Paragraphs } from './paragraphs';

/** What the page's action answered this block (decision 0024); another block's answer is not ours. */
function useContactAnswer(blockId: string): ContactAnswer | undefined {
  const answer = useActionData<ContactAnswer>() as Partial<ContactAnswer> | undefined;
  return answer?.intent === CONTACT_FORM_INTENT && answer.blockId === blockId
    ? (answer as ContactAnswer)
    : undefined;
}

type TextFieldName = 'firstName' | 'email' | ContactOptionalField;

/** The browser's hints for each text field: its §5 limit, and what it holds. */
const inputHints: Record<
  TextFieldName,
  { maxLength: number; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email' }
> = {
  firstName: { maxLength: limits.firstName, autoComplete: 'given-name' },
  surname: { maxLength: limits.surname, autoComplete: 'family-name' },
  email: { maxLength: limits.email, autoComplete: 'email', inputMode: 'email' },
  academicTitle: { maxLength: limits.academicTitle, autoComplete: 'honorific-prefix' },
  telephoneNumber: { maxLength: limits.telephoneNumber, autoComplete: 'tel', inputMode: 'tel' },
  street: { maxLength: limits.street, autoComplete: 'street-address' },
  zip: { maxLength: limits.zip, autoComplete: 'postal-code' },
  city: { maxLength: limits.city, autoComplete: 'address-level2' },
  countryCode: { maxLength: limits.countryCode, autoComplete: 'country' },
  orderNumber: { maxLength: limits.orderNumber, inputMode: 'numeric' },
  receiptNumber: { maxLength: limits.receiptNumber },
  productName: { maxLength: limits.productName },
  ean: { maxLength: limits.eanMax, inputMode: 'numeric' },
  batchNumber: { maxLength: limits.batchNumber },
  loyaltyMemberId: { maxLength: limits.loyaltyMemberId, inputMode: 'numeric' },
  errorCode: { maxLength: limits.errorCode },
  timeWindow: { maxLength: limits.timeWindow },
  paymentMethod: { maxLength: limits.paymentMethod },
  clientData: { maxLength: limits.clientData },
  discount: { maxLength: limits.discount },
};

const acceptedFiles = ['.pdf', '.jpg', '.jpeg', '.png', ...contactUploadLimits.mimeTypes].join(',');

/**
 * §1 contact form: a multipart post to the page the block is on, with or without JavaScript;
 * the API judges the files by their content. Errors show next to their field and the typed values
 * stay; a customer's form starts with the §3 prefill fields.
 */
export function ContactFormBlock({ id, fields }: { id: string; fields: BlockFields<'contactForm'> }) {
  const { t } = useTranslation();
  const level = useHeadingLevel();
  const action = `${useFormAction()}#${id}`;
  const datum = useBlockData(id) as { contactForm?: ContactFormDatum } | undefined;
  const prefill: Record<string, string | undefined> = datum?.contactForm?.prefill ?? {};
  const answer = useContactAnswer(id);
  const errors = answer?.result.error ?? {};
  const formErrors = errors[''];
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const answered = useRef(answer);

  // A new answer takes the focus to what it says: the thanks, or the first field to correct.
  useEffect(() => {
    if (!answer || answer === answered.current) return;
    answered.current = answer;
    if (answer.contactRequestId) sentRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [answer]);

  const valueOf = (name: string) => {
    const sent = answer?.result.initialValue?.[name];
    return typeof sent === 'string' ? sent : answer?.result.initialValue ? undefined : prefill[name];
  };
  const textField = (name: TextFieldName, required = false) => (
    <Field
      key={name}
      id={`${id}-${name}`}
      label={t(`forms.contact.field.${name}`)}
      optional={!required}
      errors={errors[name]}
      inputProps={{
        name,
        type: name === 'email' ? 'email' : 'text',
        defaultValue: valueOf(name),
        required,
        ...inputHints[name],
      }}
    />
  );

  return (
    <section className="block-contact-form" id={id} aria-labelledby={`${id}-title`}>
      <Heading level={level} id={`${id}-title`}>
        {fields.title ?? t('forms.contact.title')}
      </Heading>
      {fields.text ? <Paragraphs text={fields.text} /> : null}
      {answer?.contactRequestId ? (
        <p ref={sentRef} tabIndex={-1} role="status" className="block-contact-form__sent">
          {t('forms.contact.sent')}
        </p>
      ) : null}
      <Form
        // A sent request starts the form anew.
        key={answer?.contactRequestId ?? 'form'}
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        action={action}
        preventScrollReset
        noValidate
        className="block-form block-contact-form__form"
        aria-describedby={formErrors?.length ? `${id}-form-error` : undefined}
      >
        <input type="hidden" name="formId" value={id} />
        {textField('firstName', true)}
        {fields.fields.includes('surname') ? textField('surname') : null}
        {textField('email', true)}
        {fields.fields.filter((name) => name !== 'surname').map((name) => textField(name))}
        <TextAreaField
          id={`${id}-message`}
          label={t('forms.contact.field.message')}
          errors={errors.message}
          textareaProps={{
            name: 'message',
            rows: 6,
            required: true,
            maxLength: limits.message,
            defaultValue: valueOf('message'),
          }}
        />
        <Field
          id={`${id}-files`}
          label={t('forms.contact.field.files')}
          optional
          hint={t('forms.contact.filesHint', { count: contactUploadLimits.maxFiles })}
          errors={errors[contactFileField]}
          inputProps={{ name: contactFileField, type: 'file', multiple: true, accept: acceptedFiles }}
        />
        {/* Robots fill in every field; people do not see this one. */}
        <div className="block-contact-form__trap" aria-hidden="true">
          <label htmlFor={`${id}-${contactHoneypotField}`}>{t('forms.contact.honeypot')}</label>
          <input
            id={`${id}-${contactHoneypotField}`}
            name={contactHoneypotField}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        {datum?.contactForm ? (
          <RecaptchaChallenge
            challenge={datum.contactForm.recaptcha}
            field={{
              name: 'recaptchaResponse',
              id: `${id}-robot`,
              errorId: `${id}-robot-error`,
              errors: errors.recaptchaResponse ?? undefined,
            }}
          />
        ) : null}
        <FormErrors id={`${id}-form-error`} errors={formErrors} />
        <p>
          <button type="submit" className="button button--primary">
            {t('forms.contact.submit')}
          </button>
        </p>
      </Form>
    </section>
  );
}
