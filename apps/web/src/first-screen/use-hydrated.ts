import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates the markup the server rendered, true once the
 * page's scripts have taken it over (and from the start of a page rendered in the browser): controls
 * that need the scripts to work wait for them, rather than take input the page would lose.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
