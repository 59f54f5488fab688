import type { Executor } from '../db/database.js';
import { reserveAttempt, secondsUntilWindowEnds, type AttemptLimit } from '../rate-limits/attempt-window.js';

// Every post counts, refused or stored: a robot must not get to fill the upload storage by
// sending forms that fail. A shopper correcting a few mistakes stays well below it.
export const maxContactPostsPerAddress = 10;

const limitFor = (clientAddress: string): AttemptLimit => ({
  scope: 'contact-form',
  key: clientAddress,
  maxAttempts: maxContactPostsPerAddress,
  windowMinutes: 60,
});

/** Counts a post for the client address: answers the seconds to wait when its window is full, else null. */
export async function reserveContactPost(executor: Executor, clientAddress: string): Promise<number | null> {
  const limit = limitFor(clientAddress);
  if (await reserveAttempt(executor, limit)) return null;
  return secondsUntilWindowEnds(executor, limit);
}
