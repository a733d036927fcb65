import { act, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fullLayoutNeeds, useCompactHeader } from './use-compact-header';

describe('fullLayoutNeeds', () => {
  it('is null while the root menus fit, and without a top bar', () => {
    expect(fullLayoutNeeds(1600, { clientWidth: 700, scrollWidth: 700 })).toBeNull();
    expect(fullLayoutNeeds(1600, null)).toBeNull();
  });

  it("ignores a pixel's rounding", () => {
    expect(fullLayoutNeeds(1600, { clientWidth: 700, scrollWidth: 701 })).toBeNull();
  });

  it('is the header width plus what the roots lack', () => {
    expect(fullLayoutNeeds(1280, { clientWidth: 500, scrollWidth: 745 })).toBe(1525);
  });
});

// happy-dom lays nothing out: the header's and the list's widths are set here, and the observer is
// called by hand, as the browser would on a resize.
const size = { header: 1700, listClient: 700, listScroll: 700 };
let resized: () => void = () => undefined;

class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe() {}
  disconnect() {}
}

const widthOf = (element: HTMLElement, header: number, list: number) =>
  element.tagName === 'HEADER' ? header : element.hasAttribute('data-top-menu-list') ? list : 0;

function Header({ renders }: { renders: boolean[] }) {
  const ref = useRef<HTMLElement>(null);
  const compact = useCompactHeader(ref, { narrow: false, content: '首页 产品' });
  renders.push(compact);
  return (
    <header ref={ref}>
      <nav data-top-menu-list />
    </header>
  );
}

describe('useCompactHeader in a page', () => {
  const stubWidth = (prop: 'clientWidth' | 'scrollWidth', list: () => number) =>
    vi.spyOn(HTMLElement.prototype, prop, 'get').mockImplementation(function (this: HTMLElement) {
      return widthOf(this, size.header, list());
    });

  beforeEach(() => {
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    stubWidth('clientWidth', () => size.listClient);
    stubWidth('scrollWidth', () => size.listScroll);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** The window resized through these header widths, one observer call each. */
  const resizeThrough = async (...widths: number[]) => {
    for (const width of widths) {
      await act(() => {
        size.header = width;
        resized();
      });
    }
  };

  it('turns compact where the roots lack room, full again once wide enough, and renders only then', async () => {
    const renders: boolean[] = [];
    const root = createRoot(document.createElement('div'));
    await act(() => root.render(<Header renders={renders} />));
    expect(renders.at(-1)).toBe(false);

    // Narrower, the roots lack 100 px: the full layout needs 1,500 + 100.
    size.listScroll = 800;
    await resizeThrough(1500);
    expect(renders.at(-1)).toBe(true);

    // Resizes that cross no line render nothing.
    const settled = renders.length;
    await resizeThrough(1490, 1520, 1599);
    expect(renders).toHaveLength(settled);

    size.listScroll = 700;
    await resizeThrough(1600);
    expect(renders.at(-1)).toBe(false);
    const full = renders.length;
    await resizeThrough(1700, 1650);
    expect(renders).toHaveLength(full);
    await act(() => root.unmount());
  });
});
