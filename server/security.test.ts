import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import '../tests/storefront/console-guard';
import { requestId } from './security';

function answerTo(incoming: string | undefined) {
  const headers: Record<string, string> = {};
  const res = { locals: {}, set: (name: string, value: string) => (headers[name] = value) };
  const req = { get: () => incoming };
  requestId(req as unknown as Request, res as unknown as Response, () => undefined);
  return { echoed: headers['X-Request-Id'], kept: (res.locals as { requestId?: string }).requestId };
}

describe('requestId', () => {
  it("takes over the caller's id and keeps it for the API calls", () => {
    expect(answerTo('shop-42.a:b')).toEqual({ echoed: 'shop-42.a:b', kept: 'shop-42.a:b' });
  });

  it('makes a new id for one the API would not take over, so both logs carry the same id', () => {
    const { echoed, kept } = answerTo('x'.repeat(129));
    expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
    expect(kept).toBe(echoed);
  });
});
