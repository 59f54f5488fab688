import { test } from '@playwright/test';

export const sameRequestsInBothProjects =
  'plain HTTP requests (the request fixture): the same with JavaScript on and off, so they run with it on only';

/**
 * For a journey made only of plain HTTP requests: the `request` fixture sends exactly the same
 * requests in both projects (no browser, so nothing runs or not depending on JavaScript), so the
 * javascript-off project skips it instead of repeating it.
 */
export function onlyOnceForPlainRequests() {
  test.skip(test.info().project.use.javaScriptEnabled === false, sameRequestsInBothProjects);
}
