import { useTranslation } from '~/utils/use-translation';
import { CheckboxField } from '~/components/forms';
import type { RecaptchaChallenge as Challenge } from '~/utils/recaptcha-challenge';
import { GoogleRecaptcha, type RecaptchaField } from './google-recaptcha';

/** The value the sandbox verifier of the API accepts for a ticked box. */
export const SANDBOX_RECAPTCHA_ANSWER = 'sandbox-passed';

/** Conform's field metadata fits; so does a plain form's field (the contact block has no conform). */
type ChallengeField = RecaptchaField & {
  id: string;
  formId?: string;
  required?: boolean;
  initialValue?: unknown;
};

/**
 * §2, §6 recaptcha on login and registration: the sandbox provider is a labelled checkbox; the
 * bypass key of the URL goes along instead of it; in webview mode its invisible variant answers.
 * Google's widget is drawn by its script (decision 0026).
 */
export function RecaptchaChallenge({ challenge, field }: { challenge: Challenge; field: ChallengeField }) {
  const { t } = useTranslation();
  if (challenge.kind === 'none') return null;
  if (challenge.kind === 'bypass') return <input type="hidden" name={field.name} value={challenge.key} />;
  if (challenge.kind === 'invisible')
    return <input type="hidden" name={field.name} value={SANDBOX_RECAPTCHA_ANSWER} />;
  if (challenge.kind === 'google') return <GoogleRecaptcha siteKey={challenge.siteKey} field={field} />;
  // Without a key: the blur validation of the field before would remount the box under the
  // shopper's click and lose the tick.
  const props = {
    name: field.name,
    form: field.formId,
    required: field.required,
    value: SANDBOX_RECAPTCHA_ANSWER,
    defaultChecked: field.initialValue === SANDBOX_RECAPTCHA_ANSWER,
  };
  return (
    <CheckboxField
      id={field.id}
      label={t('account.recaptcha.label')}
      errors={field.errors}
      inputProps={props}
    />
  );
}
