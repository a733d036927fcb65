import { describe, expect, it } from 'vitest';
import { MENU_SCROLL_STEP, REVEAL_MARGIN, revealDelta, scrollState, scrollTarget } from './menu-scroll';

describe('top menu scrolling', () => {
  it('moves 80 pixels per step', () => {
    expect(MENU_SCROLL_STEP).toBe(80);
    expect(scrollTarget(0, 'right', 500)).toBe(80);
    expect(scrollTarget(160, 'right', 500)).toBe(240);
    expect(scrollTarget(240, 'left', 500)).toBe(160);
  });

  it('stops at either end', () => {
    expect(scrollTarget(450, 'right', 500)).toBe(500);
    expect(scrollTarget(30, 'left', 500)).toBe(0);
    expect(scrollTarget(0, 'right', 0)).toBe(0);
  });

  it('offers the buttons only when the menus overflow, each only while it can move', () => {
    expect(scrollState(0, 600, 600)).toEqual({
      overflowing: false,
      canScrollLeft: false,
      canScrollRight: false,
    });
    expect(scrollState(0, 600, 900)).toEqual({
      overflowing: true,
      canScrollLeft: false,
      canScrollRight: true,
    });
    expect(scrollState(80, 600, 900)).toEqual({
      overflowing: true,
      canScrollLeft: true,
      canScrollRight: true,
    });
    // A fractional position at the end counts as the end.
    expect(scrollState(299.5, 600, 900)).toEqual({
      overflowing: true,
      canScrollLeft: true,
      canScrollRight: false,
    });
  });

  it('brings the active root into the bar, clear of the faded edge, and leaves a visible one be', () => {
    const bar = { left: 300, right: 800 };
    expect(revealDelta(bar, { left: 400, right: 500 })).toBe(0);
    expect(revealDelta(bar, { left: 760, right: 900 })).toBe(100 + REVEAL_MARGIN);
    expect(revealDelta(bar, { left: 250, right: 350 })).toBe(-50 - REVEAL_MARGIN);
  });
});
