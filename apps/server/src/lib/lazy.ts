/**
 * A value loaded on first use and kept; a failed load is forgotten so the next use tries again.
 * Plugins use it for what they read from the database, so the app starts (and /health can report
 * the database as unreachable) even while the database is down.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
