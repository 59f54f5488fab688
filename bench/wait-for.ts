import { setTimeout as sleep } from 'node:timers/promises';

/** Waits until a service just started answers `url` with a 2xx, two minutes at most. */
export async function waitFor(url: string) {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`${url} did not answer within two minutes`);
}
