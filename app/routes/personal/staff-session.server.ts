import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { ApiError } from '~/services/api-errors.server';
import { isUnauthenticated } from '~/utils/auth.server';
import { safeReturnUrl } from '~/utils/return-url';
import { STAFF_HOME, STAFF_LOGIN } from './staff-paths';
import { staffErrorCodes, type StaffView } from '../../../backend/src/schemas/staff.js';

/** Only a page of the staff area is a place to return to after login. */
export function staffReturnUrl(value: string | null | undefined): string | undefined {
  const url = safeReturnUrl(value);
  return url && (url === STAFF_HOME || url.startsWith(`${STAFF_HOME}/`) || url.startsWith(`${STAFF_HOME}?`))
    ? url
    : undefined;
}

export function redirectToStaffLogin(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`${STAFF_LOGIN}?${new URLSearchParams({ returnUrl: `${url.pathname}${url.search}` })}`);
}

/** The signed-in staff member, or the login page; a customer's session never counts (the API decides). */
export async function requireStaff(context: AppLoadContext, request: Request): Promise<StaffView> {
  try {
    return await context.staff.me();
  } catch (error) {
    if (isUnauthenticated(error)) throw redirectToStaffLogin(request);
    throw error;
  }
}

/** A staff call's 401 goes to login, 403 (another store's order, a picker's refund) says so. */
export function staffRefusal(context: AppLoadContext, request: Request, error: unknown): never {
  if (isUnauthenticated(error)) throw redirectToStaffLogin(request);
  if (error instanceof ApiError && (error.status === 403 || error.code === staffErrorCodes.forbidden))
    throw data({ message: context.t('staff.forbidden') }, { status: 403 });
  throw error;
}

/** Staff pages are personal and change with every pick: never kept by a cache. */
export const staffHeaders = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };
