// Issue 37, §9: the tracking queue's limits, without zod, for the browser's tracker too.

/** §9: the tracking queue flushes up to 250 events per page view. */
export const trackingEventsPerPageView = 250;
// 250 events with a few items each stay well below this; anything bigger is not one of ours.
export const trackingBodyLimitBytes = 192 * 1024;
