import { useEffect, useRef, useState } from 'react';
import { ErrorList } from '~/components/forms';
import { useTranslation } from '~/utils/use-translation';
import { loadGoogleRecaptcha } from './google-recaptcha-script';

/** What the widget needs of its form field; conform's field metadata has it, so does a plain form. */
export type RecaptchaField = { name: string; errorId: string; errors?: string[] };

/** Google's checkbox: its answer goes into our own field, so the form posts it by that name. */
export function GoogleRecaptcha({ siteKey, field }: { siteKey: string; field: RecaptchaField }) {
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
