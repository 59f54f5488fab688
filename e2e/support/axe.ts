import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Runs every rule axe has (WCAG 2.2 and best practices), none switched off, on the page as the
 * shopper sees it, with JavaScript off too.
 */
export async function expectNoAxeViolations(page: Page) {
  const javaScriptOff = test.info().project.use.javaScriptEnabled === false;
  if (javaScriptOff) await runTimersAsPromiseReactions(page);
  // Legacy mode runs axe in the page itself, not in a second page where the shim is missing. It
  // differs from the default only in frames: the default also tests inside frames of other
  // origins, collecting each frame's part and finishing the run in a second, blank page (about
  // twice the time). A page without frames gets the same results either way (the same violations,
  // passes and incomplete checks on the same nodes), so only a page with frames takes the long way.
  const withoutFrames = page.frames().length === 1;
  const results = await new AxeBuilder({ page }).setLegacyMode(javaScriptOff || withoutFrames).analyze();
  expect(
    results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}

// With JavaScript off the browser still runs what a test evaluates and its promise reactions, but
// fires no timer (nor queueMicrotask), and axe yields to `setTimeout(…, 0)` between its steps. No
// page script runs, so the shim touches nothing of the shop. Longer timers only guard against
// hangs: dropped.
async function runTimersAsPromiseReactions(page: Page) {
  await page.evaluate(() => {
    const runSoon = (callback: (...args: unknown[]) => void, delay = 0, ...args: unknown[]) => {
      if (delay <= 1) void Promise.resolve().then(() => callback(...args));
      return 0;
    };
    Object.assign(window, { setTimeout: runSoon, clearTimeout: () => undefined });
  });
}
