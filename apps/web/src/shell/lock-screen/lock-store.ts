/**
 * Whether the screen is locked (return code -5). Outside React because the request client, which
 * sees the code, is: it calls `lockScreen`, and the overlay subscribes.
 */
let locked = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (locked === value) return;
  locked = value;
  for (const listener of listeners) listener();
}

export const isScreenLocked = (): boolean => locked;
export const lockScreen = (): void => set(true);
export const unlockScreen = (): void => set(false);

export function subscribeLock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
