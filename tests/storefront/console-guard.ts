import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

// A stray console.error fails the test that caused it (Epic Stack's rule).
const originalConsoleError = console.error;

beforeEach(() => {
  console.error = (...args: unknown[]) => {
    throw new Error(`console.error was called: ${format(...args)}`);
  };
});

afterEach(() => {
  console.error = originalConsoleError;
});
