import { getFormProps, getCollectionProps, type SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import { FormErrors } from '~/components/forms';
import type { RecaptchaChallenge as Challenge } from '~/utils/recaptcha-challenge';
import type { createOfflineAccountSchema, createRegistrationSchema } from './registration-form-schemas';
import { NewPasswordField, PersonFields, TextField } from '~/components/account/account-fields';
import { RecaptchaChallenge } from '~/components/account/recaptcha';
import { useServerCheckedForm } from '~/components/use-server-checked-form';

type Topic = { newsletterTopicId: string; name: string };
type RegistrationSchema =
  ReturnType<typeof createRegistrationSchema> | ReturnType<typeof createOfflineAccountSchema>;

/** Registration and offline account (§2): the person, a password, newsletters and the challenge. */
export function RegistrationForm({
  schema,
  lastResult,
  recaptcha,
  topics,
  submitLabel,
}: {
  schema: RegistrationSchema;
  lastResult: SubmissionResult<string[]> | undefined;
  recaptcha: Challenge;
  topics: Topic[];
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useServerCheckedForm(
    schema as ReturnType<typeof createOfflineAccountSchema>,
    lastResult,
  );
  const cardNumber = 'cardNumber' in schema.shape ? fields.cardNumber : undefined;
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="account-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      {cardNumber ? (
        <TextField
          field={cardNumber}
          label={t('account.field.cardNumber')}
          hint={t('account.field.cardNumberHint')}
        />
      ) : null}
      <PersonFields fields={fields} />
      <NewPasswordField field={fields.password} label={t('account.field.password')} />
      {topics.length ? (
        <fieldset className="account-form__choices">
          <legend>{t('account.registration.newsletterLegend')}</legend>
          {getCollectionProps(fields.newsletterTopicIds, {
            type: 'checkbox',
            options: topics.map((topic) => topic.newsletterTopicId),
          }).map(({ key, ...props }) => (
            <div className="form-field form-field--checkbox" key={key}>
              <input {...props} />
              <label htmlFor={props.id}>
                {topics.find((topic) => topic.newsletterTopicId === props.value)?.name}
              </label>
            </div>
          ))}
        </fieldset>
      ) : null}
      <RecaptchaChallenge challenge={recaptcha} field={fields.recaptchaResponse} />
      <button type="submit" className="button button--primary">
        {submitLabel}
      </button>
    </Form>
  );
}

/** After a 202 of registration or offline account: the e-mail with the confirmation link went out. */
export function ConfirmationSent() {
  const { t } = useTranslation();
  return (
    <div className="account-page">
      <h1>{t('account.registration.sentTitle')}</h1>
      <p role="status">{t('account.registration.sentText')}</p>
    </div>
  );
}
