import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import '../../tests/storefront/console-guard';
import { clientLogBodyLimitBytes } from '../../backend/src/schemas/logs.js';
import { action } from './resources.log';

function post(body: string, headers: Record<string, string> = {}) {
  const report = vi.fn(async () => undefined);
  const context = { requestId: 'req-log', logs: { report } } as unknown as AppLoadContext;
  const request = new Request('http://shop.test/resources/log', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length), ...headers },
    body,
  });
  return { report, answer: action({ request, context, params: {} }) };
}

describe('the client error relay', () => {
  it('passes a report on to the API with the request id', async () => {
    const { report, answer } = post(JSON.stringify({ message: 'boom', level: 'error' }));
    expect((await answer).status).toBe(202);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom', requestId: 'req-log' }));
  });

  it('refuses a body larger than the API would take, without reading it', async () => {
    const { report, answer } = post('x', { 'Content-Length': String(clientLogBodyLimitBytes + 1) });
    expect((await answer).status).toBe(413);
    expect(report).not.toHaveBeenCalled();
  });
});
