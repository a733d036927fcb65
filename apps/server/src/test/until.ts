import { setTimeout as sleep } from 'node:timers/promises';

/** Waits until `check` holds, polling every 10 ms; fails naming `what` after `ms`. */
export async function until(check: () => boolean, what: string, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}
