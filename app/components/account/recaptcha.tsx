import { useTranslation } from 'react-i18next';
import { CheckboxField, type ListOfErrors } from '~/components/forms';
import type { RecaptchaChallenge as Challenge } from '~/utils/auth.server';

/** The value the sandbox verifier of the API accepts for a ticked box. */
export const SANDBOX_RECAPTCHA_ANSWER = 'sandbox-passed';

/**
 * §2, §6 recaptcha on login and registration: the sandbox provider is a labelled checkbox; the
 * bypass key of the URL goes along instead of it; in webview mode nothing is shown.
 */
export function RecaptchaChallenge({
  challenge,
  id,
  errors,
}: {
  challenge: Challenge;
  id: string;
  errors?: ListOfErrors;
}) {
  const { t } = useTranslation();
  if (challenge.kind === 'none') return null;
  if (challenge.kind === 'bypass')
    return <input type="hidden" name="recaptchaResponse" value={challenge.key} />;
  return (
    <CheckboxField
      id={id}
      label={t('account.recaptcha.label')}
      errors={errors}
      inputProps={{ name: 'recaptchaResponse', value: SANDBOX_RECAPTCHA_ANSWER }}
    />
  );
}
