import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Keeps each tab's scroll position. The page scrolls as a whole (the header stays on top), so a
 * hidden tab cannot keep its position in its own DOM: it is remembered per tab while the user
 * scrolls and restored when the tab is shown again, before the browser paints.
 */
export function useTabScrollMemory(activeKey: string | null): void {
  const positions = useRef(new Map<string, number>());
  const current = useRef(activeKey);

  useEffect(() => {
    const remember = () => {
      if (current.current) positions.current.set(current.current, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    if (current.current === activeKey) return;
    current.current = activeKey;
    window.scrollTo({ top: (activeKey && positions.current.get(activeKey)) || 0, behavior: 'instant' });
  }, [activeKey]);
}
