/** The top menu bar scrolls in steps of 80 pixels (shell.md sections 2 and 9). */
export const MENU_SCROLL_STEP = 80;

export type ScrollDirection = 'left' | 'right';

/** Where one step in `direction` takes the bar, kept within 0 and the furthest it can scroll. */
export function scrollTarget(current: number, direction: ScrollDirection, maxScroll: number): number {
  const next = current + (direction === 'left' ? -MENU_SCROLL_STEP : MENU_SCROLL_STEP);
  return Math.min(Math.max(next, 0), Math.max(maxScroll, 0));
}

export interface ScrollState {
  /** The items do not fit: the scroll buttons are shown. */
  overflowing: boolean;
  canScrollLeft: boolean;
  canScrollRight: boolean;
}

/**
 * What the scroll buttons should offer for a scroll position. Browsers report fractional scroll
 * positions at some zoom levels, hence the one-pixel tolerance at the right end.
 */
export function scrollState(scrollLeft: number, clientWidth: number, scrollWidth: number): ScrollState {
  const maxScroll = scrollWidth - clientWidth;
  return {
    overflowing: maxScroll > 1,
    canScrollLeft: scrollLeft > 0,
    canScrollRight: scrollLeft < maxScroll - 1,
  };
}

/** How far into the bar a revealed item lands from a faded edge (menu.module.css fades 32 px). */
export const REVEAL_MARGIN = 32;

/**
 * How far to scroll the bar so that an item lies inside it, clear of the faded edge: 0 when it does
 * already, negative to the left. Both spans are [left, right] in the same coordinates.
 */
export function revealDelta(
  bar: { left: number; right: number },
  item: { left: number; right: number },
): number {
  if (item.left < bar.left + REVEAL_MARGIN) return item.left - bar.left - REVEAL_MARGIN;
  if (item.right > bar.right - REVEAL_MARGIN) return item.right - bar.right + REVEAL_MARGIN;
  return 0;
}
