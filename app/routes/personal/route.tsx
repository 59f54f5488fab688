import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import staffStyles from '~/styles/staff.css';
import { Form, Link, Outlet, useLoaderData, type MetaFunction } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { isUnauthenticated } from '~/utils/auth.server';
import { unindexedMeta } from '~/utils/page-meta';
import { useTranslation } from '~/utils/use-translation';
import { STAFF_HOME, STAFF_LOGIN } from './staff-paths';
import { staffHeaders } from './staff-session.server';

// Issue 36: the staff area's own layout (root.tsx leaves out the shop's header and footer for
// `layout: 'staff'`): who is signed in and the way out, nothing of the shop. Never indexed.
export const handle = { layout: 'staff' };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: staffStyles }];

export async function loader({ context }: LoaderFunctionArgs) {
  const staff = await context.staff.me().catch((error: unknown) => {
    if (isUnauthenticated(error)) return null;
    throw error;
  });
  return data({ staff, title: context.t('staff.title') }, { headers: staffHeaders });
}

// Every page below inherits these: no robot indexes the staff area, no cache keeps it.
export const headers: HeadersFunction = () => staffHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => unindexedMeta(page?.title ?? '');

export default function StaffLayout() {
  const { staff } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="staff-area">
      <header className="staff-area__header">
        <p className="staff-area__title">
          <Link to={STAFF_HOME}>{t('staff.title')}</Link>
        </p>
        {staff ? (
          <Form method="post" action={STAFF_LOGIN} className="staff-area__who">
            <span>{t(`staff.signedInAs.${staff.role}`, { name: staff.name })}</span>{' '}
            <input type="hidden" name="intent" value="logout" />
            <button type="submit" className="button button--secondary">
              {t('staff.logout')}
            </button>
          </Form>
        ) : null}
      </header>
      <Outlet />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
