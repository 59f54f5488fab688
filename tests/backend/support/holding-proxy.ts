import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the proxy does with a call: pass it on, hold it unsent, or send it and hold the answer. */
export type Holding = 'pass' | 'hold-request' | 'hold-answer';

/**
 * A proxy in front of the payment sandbox that can hold a call the way a stalled network does,
 * so a test can kill the API while the call is under way. `decide` is asked once per call.
 */
export async function startHoldingProxy(
  targetPort: number,
  decide: (method: string, path: string) => Holding,
) {
  /** `answer`: the body the provider sent for a held answer. */
  const held: { path: string; holding: Holding; answer?: string }[] = [];
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const path = incoming.url ?? '/';
    const holding = decide(incoming.method ?? 'GET', path);
    if (holding === 'hold-request') {
      held.push({ path, holding });
      incoming.resume();
      return;
    }
    const onward = forward(
      { host: '127.0.0.1', port: targetPort, method: incoming.method, path, headers: incoming.headers },
      (answer) => {
        if (holding === 'hold-answer') {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () =>
            held.push({ path, holding, answer: Buffer.concat(chunks).toString('utf8') }),
          );
          return;
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    onward.on('error', () => outgoing.destroy());
    incoming.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    /** The calls held so far: unsent, or sent with their answer kept back. */
    held,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
