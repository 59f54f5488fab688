import { Form } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import { useTenantPath } from '~/utils/root-data';

/** §8 logout as a plain form: it works without JavaScript; the login route's action handles it. */
export function LogoutForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  const loginPath = useTenantPath('login');
  if (!loginPath) return null;
  return (
    <Form method="post" action={loginPath} className={className}>
      <button type="submit" name="intent" value="logout" className="button button--link">
        {t('account.logout.submit')}
      </button>
    </Form>
  );
}
