// Decision 0094: every route reaches the shell through its boundary, so the shell's modules stay in
// the framework's chunk.
import '~/browser-shell';
import { isRouteErrorResponse, useLocation, useRouteError, type ErrorResponse } from '@remix-run/react';
import { useEffect, type ReactNode } from 'react';
import { parseNotFoundData } from '~/utils/not-found';
import { GenericErrorView, NotFoundView } from './error-views';

type StatusHandler = (info: { error: ErrorResponse; path: string }) => ReactNode;

function messageOf(error: ErrorResponse): string | undefined {
  const body: unknown = error.data;
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
    ? body.message
    : undefined;
}

const notFoundHandler: StatusHandler = ({ error, path }) => (
  <NotFoundView notFound={parseNotFoundData(error.data)} path={path} />
);

/** §2, §8: every route's boundary. A 404 shows the not-found view, anything else the generic one. */
export function GeneralErrorBoundary({
  statusHandlers = { 404: notFoundHandler },
  defaultStatusHandler = ({ error }) => <GenericErrorView message={messageOf(error)} />,
  unexpectedErrorHandler = () => <GenericErrorView />,
}: {
  statusHandlers?: Record<number, StatusHandler>;
  defaultStatusHandler?: StatusHandler;
  unexpectedErrorHandler?: (error: unknown) => ReactNode;
}) {
  const error = useRouteError();
  const { pathname } = useLocation();
  const isResponse = isRouteErrorResponse(error);

  useEffect(() => {
    // The page's one error listener (entry.client) reports it: its code is loaded before any route's.
    if (!isResponse) window.dispatchEvent(new ErrorEvent('error', { error, message: String(error) }));
  }, [error, isResponse]);

  if (isResponse) return (statusHandlers[error.status] ?? defaultStatusHandler)({ error, path: pathname });
  return unexpectedErrorHandler(error);
}
