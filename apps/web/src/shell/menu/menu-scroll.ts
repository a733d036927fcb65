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
