import { NoopLogger } from 'drizzle-orm';
import { expect, vi } from 'vitest';

// Every statement the API sends passes drizzle's logger (a no-op unless one is configured) right
// before it goes to the driver; transaction control is left out, since only node-postgres sends
// it through drizzle.
const transactionControl = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/** The statements the API sent while answering `call`, which must answer 200. */
export async function sentStatements(
  call: () => Promise<{ statusCode: number; body: string }>,
): Promise<string[]> {
  const statements: string[] = [];
  const spy = vi
    .spyOn(NoopLogger.prototype, 'logQuery')
    .mockImplementation((...args: unknown[]) => void statements.push(String(args[0])));
  const response = await call().finally(() => spy.mockRestore());
  expect(response.statusCode, response.body).toBe(200);
  return statements.filter((query) => !transactionControl.test(query));
}
