import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/utils/use-translation';
import { CheckboxField, ErrorList } from '~/components/forms';
import type { RecaptchaChallenge as Challenge } from '~/utils/auth.server';
import { loadGoogleRecaptcha } from './google-recaptcha-script';

/** The value the sandbox verifier of the API accepts for a ticked box. */
export const SANDBOX_RECAPTCHA_ANSWER = 'sandbox-passed';

type ChallengeField = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

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

/** Google's checkbox: its answer goes into our own field, so the form posts it by that name. */
function GoogleRecaptcha({ siteKey, field }: { siteKey: string; field: ChallengeField }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [answer, setAnswer] = useState('');
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let cancelled = false;
    loadGoogleRecaptcha().then(
      (grecaptcha) => {
        if (cancelled || !container.current || container.current.childElementCount) return;
        grecaptcha.render(container.current, {
          sitekey: siteKey,
          callback: setAnswer,
          'expired-callback': () => setAnswer(''),
        });
      },
      () => setUnavailable(true),
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey]);
  return (
    <div className="recaptcha" aria-describedby={field.errors?.length ? field.errorId : undefined}>
      <input type="hidden" name={field.name} value={answer} />
      <div ref={container} />
      <noscript>
        <p className="account-notice">{t('account.recaptcha.noscript')}</p>
      </noscript>
      <ErrorList
        id={field.errorId}
        errors={unavailable ? [t('account.recaptcha.unavailable'), ...(field.errors ?? [])] : field.errors}
      />
    </div>
  );
}
