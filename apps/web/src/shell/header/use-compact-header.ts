import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

/** The root menus' list, as shell/menu/top-menu-bar.tsx marks it. */
const TOP_MENU_LIST = '[data-top-menu-list]';

/**
 * The header width the full layout needs, from a measurement of it: its width plus what the root
 * menus lack of their natural width; null when they fit (a pixel's rounding is no lack).
 */
export function fullLayoutNeeds(
  headerWidth: number,
  list: { clientWidth: number; scrollWidth: number } | null,
): number | null {
  const lacking = list ? list.scrollWidth - list.clientWidth : 0;
  return lacking > 1 ? headerWidth + lacking : null;
}

/**
 * Whether the user centre's header is compact (the name on two lines, a narrower search, the user's
 * button an avatar): always on narrow screens, and on wider ones where the full header leaves the
 * root menus short of room, as measured in the browser. How much room they need depends on their
 * names (the tenant's menus, the language), so no fixed width can tell: Chinese roots fit beside the
 * full header at 1600 px where English ones need about 1,900.
 *
 * The full layout is measured while it shows, before the browser paints it, and what it needs is
 * kept; the header turns full again once it is that wide. `content` is what the roots show (their
 * names, in the user's language): when it changes, the full layout is measured again.
 */
export function useCompactHeader(
  headerRef: RefObject<HTMLElement | null>,
  { narrow, content }: { narrow: boolean; content: string },
): boolean {
  // What the full layout needs, with the content it was measured with: other roots need measuring.
  const [needs, setNeeds] = useState<{ content: string; width: number } | null>(null);
  // Whether the header is narrower than that: a boolean, so that a resize crossing no line renders
  // nothing (the header held its width, and rendered at each pixel of a window being dragged).
  const [short, setShort] = useState(false);
  const known = needs?.content === content ? needs.width : null;
  const compact = narrow || (known !== null && short);

  useLayoutEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const list = header.querySelector<HTMLElement>(TOP_MENU_LIST);
    const check = () => {
      const width = header.clientWidth;
      const below = known !== null && width < known;
      if (below !== short) setShort(below);
      if (narrow || below) return;
      const found = fullLayoutNeeds(width, list);
      if (found !== null) {
        setNeeds({ content, width: found });
        setShort(true);
      }
    };
    check();
    // The header resizes with the window; the list also when the user's name arrives beside it.
    const observer = new ResizeObserver(check);
    observer.observe(header);
    if (list) observer.observe(list);
    return () => observer.disconnect();
  }, [headerRef, content, narrow, known, short]);

  return compact;
}
