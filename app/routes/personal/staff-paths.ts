// Issue 36: the staff area has fixed paths in every shop (it is no page of the shop's page map);
// the pages link with them in the browser too, so they are not in a .server module.
export const STAFF_HOME = '/personal';
export const STAFF_LOGIN = '/personal/anmelden';
/** The staff area is no shop page: the shop's own figures (page views) leave it out. */
export const isStaffAreaPath = (path: string) => path === STAFF_HOME || path.startsWith(`${STAFF_HOME}/`);
export const staffOrderPath = (orderNumber: string) => `/personal/bestellungen/${orderNumber}`;
