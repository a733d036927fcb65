import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const reduced = () => typeof window !== 'undefined' && (window.matchMedia?.(QUERY).matches ?? false);

/**
 * Whether the user asked the system for less motion; follows the setting while the page is open.
 * Read as it is when the browser hydrates a screen the server rendered (without it): motion changes
 * no markup, and turned off only after hydration, antd's ConfigProvider would wrap its children in
 * a provider of its own and so mount them all again.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, reduced);
}

/**
 * The same setting, for what it changes in the markup (a carousel's pause button and live region):
 * no reduction while the browser hydrates a screen the server rendered, as the server rendered it,
 * and the user's setting from the render after.
 */
export function useReducedMotionShown(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => false);
}
