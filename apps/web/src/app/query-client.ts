import { QueryClient, hydrate } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The request client already tells the user about failures; retrying a business error
        // only repeats the message, and session errors must not be retried at all.
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}

/**
 * The app's server-state cache, one for the page's life. A module of its own, loaded with the first
 * screen that needs it: the sign-in screen does not (docs/decisions.md).
 */
export const appQueryClient = createQueryClient();

/** Puts the queries the server rendered a first screen with into the cache (first-screen/hydrate). */
export function restoreQueries(state: DehydratedState): void {
  hydrate(appQueryClient, state);
}
