import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import type { ShoppingSettings } from '../../../backend/src/schemas/customer.js';
import { CheckboxField, FormErrors } from '~/components/forms';
import { useServerCheckedForm } from '~/components/use-server-checked-form';
import { shoppingSettingsFormSchema } from '~/routes/profile/profile-form-schemas';
import { useTranslation } from '~/utils/use-translation';

/** Decision 0049: the default "Ersatzartikel erlaubt" of each new cart line. */
export function ShoppingSettingsForm({
  settings,
  lastResult,
}: {
  settings: ShoppingSettings;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useServerCheckedForm(shoppingSettingsFormSchema, lastResult, {
    id: 'shopping',
    defaultValue: { substitutionAllowed: settings.substitutionAllowed ? 'on' : undefined },
  });
  const field = fields.substitutionAllowed;
  const { key, ...inputProps } = getInputProps(field, { type: 'checkbox', ariaAttributes: false });
  return (
    <>
      <h3 id="shopping-settings-heading">{t('account.profile.shopping.heading')}</h3>
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        className="account-form"
        aria-labelledby="shopping-settings-heading"
      >
        <input type="hidden" name="intent" value="shopping" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <CheckboxField
          id={field.id}
          label={t('account.profile.shopping.substitutionAllowed')}
          hint={t('account.profile.shopping.substitutionHint')}
          errors={field.errors}
          inputProps={{ ...inputProps, key }}
        />
        <button type="submit" className="button button--primary">
          {t('account.profile.shopping.save')}
        </button>
      </Form>
    </>
  );
}
