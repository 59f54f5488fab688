import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { useTranslation } from '~/utils/use-translation';
import { CheckboxField } from '~/components/forms';
import type { RecaptchaChallenge as Challenge } from '~/utils/auth.server';

/** The value the sandbox verifier of the API accepts for a ticked box. */
export const SANDBOX_RECAPTCHA_ANSWER = 'sandbox-passed';

/**
 * §2, §6 recaptcha on login and registration: the sandbox provider is a labelled checkbox; the
 * bypass key of the URL goes along instead of it; in webview mode its invisible variant answers.
 */
export function RecaptchaChallenge({
  challenge,
  field,
}: {
  challenge: Challenge;
  field: FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
}) {
  const { t } = useTranslation();
  if (challenge.kind === 'none') return null;
  if (challenge.kind === 'bypass') return <input type="hidden" name={field.name} value={challenge.key} />;
  if (challenge.kind === 'invisible')
    return <input type="hidden" name={field.name} value={SANDBOX_RECAPTCHA_ANSWER} />;
  // Without conform's key: the blur validation of the field before would remount the box under
  // the shopper's click and lose the tick.
  const { key: _remountKey, ...props } = getInputProps(field, {
    type: 'checkbox',
    value: SANDBOX_RECAPTCHA_ANSWER,
    ariaAttributes: false,
  });
  return (
    <CheckboxField
      id={field.id}
      label={t('account.recaptcha.label')}
      errors={field.errors}
      inputProps={props}
    />
  );
}
