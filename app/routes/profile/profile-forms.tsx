import { getCollectionProps, getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { useMemo } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { CommunicationSettings } from '../../../backend/src/schemas/customer.js';
import { FormErrors } from '~/components/forms';
import { useRootData } from '~/utils/root-data';
import {
  communicationSettingsFormSchema,
  createChangePasswordSchema,
  createProfileSchema,
  newsletterSchema,
} from '~/routes/profile/profile-form-schemas';
import { BooleanField, NewPasswordField, PersonFields, TextField } from '~/components/account/account-fields';
import { useServerCheckedForm } from '~/components/use-server-checked-form';

type LastResult = SubmissionResult<string[]> | undefined;

function SaveButton({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="button button--primary">
      {label ?? t('account.profile.save')}
    </button>
  );
}

/** Personal data, prefilled from the customer (§4); birthdate already in the locale's format. */
export function PersonalDataForm({
  values,
  lastResult,
}: {
  values: Record<string, string | undefined>;
  lastResult: LastResult;
}) {
  const { t } = useTranslation();
  const shopLocale = useRootData()?.shop.locale ?? 'de-AT';
  const schema = useMemo(() => createProfileSchema(t, shopLocale), [t, shopLocale]);
  const [form, fields] = useServerCheckedForm(schema, lastResult, {
    id: 'personal-data',
    defaultValue: values,
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="account-form">
      <input type="hidden" name="intent" value="personal" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <PersonFields fields={fields} />
      <SaveButton />
    </Form>
  );
}

export function ChangePasswordForm({ lastResult }: { lastResult: LastResult }) {
  const { t } = useTranslation();
  const schema = useMemo(() => createChangePasswordSchema(t), [t]);
  const [form, fields] = useServerCheckedForm(schema, lastResult, { id: 'change-password' });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="account-form">
      <input type="hidden" name="intent" value="password" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField
        field={fields.oldPassword}
        label={t('account.field.oldPassword')}
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordField field={fields.newPassword} label={t('account.field.newPassword')} />
      <SaveButton />
    </Form>
  );
}

type Topic = { newsletterTopicId: string; name: string; description: string };

export function NewsletterForm({
  topics,
  subscribed,
  lastResult,
}: {
  topics: Topic[];
  subscribed: string[];
  lastResult: LastResult;
}) {
  const { t } = useTranslation();
  const [form, fields] = useServerCheckedForm(newsletterSchema, lastResult, {
    id: 'newsletters',
    defaultValue: { topicIds: subscribed },
  });
  const boxes = getCollectionProps(fields.topicIds, {
    type: 'checkbox',
    options: topics.map((topic) => topic.newsletterTopicId),
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="account-form">
      <input type="hidden" name="intent" value="newsletter" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset className="account-form__choices">
        <legend>{t('account.profile.newsletterLegend')}</legend>
        {boxes.map(({ key, ...props }, index) => (
          <div className="form-field form-field--checkbox" key={key}>
            <input {...props} aria-describedby={`${props.id}-description`} />
            <label htmlFor={props.id}>{topics[index]?.name}</label>
            <p id={`${props.id}-description`} className="form-field__hint">
              {topics[index]?.description}
            </p>
          </div>
        ))}
      </fieldset>
      <SaveButton />
    </Form>
  );
}

const communicationKeys = ['personalEmailAllowed', 'personalMailAllowed', 'personalSmsAllowed'] as const;

export function CommunicationForm({
  settings,
  lastResult,
}: {
  settings: CommunicationSettings;
  lastResult: LastResult;
}) {
  const { t } = useTranslation();
  const [form, fields] = useServerCheckedForm(communicationSettingsFormSchema, lastResult, {
    id: 'communication',
    defaultValue: Object.fromEntries(communicationKeys.map((key) => [key, settings[key] ? 'on' : undefined])),
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="account-form">
      <input type="hidden" name="intent" value="communication" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset className="account-form__choices">
        <legend>{t('account.profile.communicationLegend')}</legend>
        {communicationKeys.map((key) => (
          <BooleanField key={key} field={fields[key]} label={t(`account.profile.communication.${key}`)} />
        ))}
      </fieldset>
      <SaveButton />
    </Form>
  );
}
