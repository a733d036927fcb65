import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { CONTENT_LIMITS } from '@scf/shared/schemas/content-constants';
import { initI18n } from '@/lib/i18n';
import { render } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import portalZhCN from '../../texts/zh-CN';
import { AutoCarousel } from './auto-carousel';

let rendered: Rendered | undefined;
let reducedMotion = false;

async function show(count: number) {
  rendered = await render(
    <AutoCarousel
      label="平台广告"
      count={count}
      renderSlide={(index, active) => (
        <a href={`#slide-${index}`} tabIndex={active ? undefined : -1}>
          {`slide ${index}`}
        </a>
      )}
    />,
  );
}

const root = () => rendered!.container;
const slides = () => [...root().querySelectorAll<HTMLElement>('[role="group"]')];
/** The slide on show: the only one that is not inert. */
const currentName = () =>
  slides()
    .find((slide) => !slide.inert)
    ?.getAttribute('aria-label');
const button = (name: string) => {
  const found = root().querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const press = (name: string) => act(() => button(name).click());
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const fire = (target: Element, type: string, init: PointerEventInit) =>
  act(() => void target.dispatchEvent(new PointerEvent(type, { bubbles: true, ...init })));

beforeAll(async () => {
  await initI18n({ 'zh-CN': { portal: portalZhCN } }, 'zh-CN');
});

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('reduce') && reducedMotion,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('AutoCarousel', () => {
  it('shows one slide at a time, named by its place, and turns every 5 seconds', async () => {
    await show(3);
    expect(root().querySelector('section')?.getAttribute('aria-label')).toBe('平台广告');
    expect(slides()).toHaveLength(3);
    expect(slides().filter((slide) => !slide.inert)).toHaveLength(1);
    expect(currentName()).toBe('第 1 张，共 3 张');
    expect(slides()[1]?.querySelector('a')?.tabIndex).toBe(-1);
    expect(slides()[1]?.getAttribute('aria-hidden')).toBe('true');
    expect(slides()[0]?.hasAttribute('aria-hidden')).toBe(false);

    await advance(CONTENT_LIMITS.carouselMs - 1);
    expect(currentName()).toBe('第 1 张，共 3 张');
    await advance(1);
    expect(currentName()).toBe('第 2 张，共 3 张');
    await advance(CONTENT_LIMITS.carouselMs);
    expect(currentName()).toBe('第 3 张，共 3 张');
    await advance(CONTENT_LIMITS.carouselMs);
    expect(currentName()).toBe('第 1 张，共 3 张');
  });

  it("draws a slide only once it has been shown or comes next, so later slides' pictures wait", async () => {
    await show(4);
    const drawn = () => slides().map((slide) => slide.querySelector('a') !== null);
    expect(drawn()).toEqual([true, true, false, false]);
    await press('下一张');
    expect(drawn()).toEqual([true, true, true, false]);
    await press('显示第 4 张');
    // Shown once, a slide stays drawn (the fade back to it needs no new request); the third was
    // only next, and the first comes next again.
    expect(drawn()).toEqual([true, true, false, true]);
  });

  it('moves by its previous, next and slide buttons, wrapping at both ends', async () => {
    await show(3);
    await press('上一张');
    expect(currentName()).toBe('第 3 张，共 3 张');
    await press('下一张');
    expect(currentName()).toBe('第 1 张，共 3 张');
    await press('显示第 2 张');
    expect(currentName()).toBe('第 2 张，共 3 张');
    expect(button('显示第 2 张').getAttribute('aria-current')).toBe('true');
    expect(button('显示第 1 张').getAttribute('aria-current')).toBe('false');
  });

  it('stays while focus is inside or the mouse is over it, and for good once paused', async () => {
    await show(3);
    const link = slides()[0]!.querySelector('a')!;
    await act(() => link.focus());
    await advance(3 * CONTENT_LIMITS.carouselMs);
    expect(currentName()).toBe('第 1 张，共 3 张');
    // The slide changes are announced only while it does not turn by itself.
    expect(root().querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    await act(() => link.blur());
    expect(root().querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('off');

    const section = root().querySelector('section')!;
    await fire(section, 'pointerover', { pointerType: 'mouse' });
    await advance(3 * CONTENT_LIMITS.carouselMs);
    expect(currentName()).toBe('第 1 张，共 3 张');
    await fire(section, 'pointerout', { pointerType: 'mouse' });
    await advance(CONTENT_LIMITS.carouselMs);
    expect(currentName()).toBe('第 2 张，共 3 张');

    await press('暂停轮播');
    await advance(3 * CONTENT_LIMITS.carouselMs);
    expect(currentName()).toBe('第 2 张，共 3 张');
    await press('继续轮播');
    await advance(CONTENT_LIMITS.carouselMs);
    expect(currentName()).toBe('第 3 张，共 3 张');
  });

  it('follows a finger swiping sideways, and not a short touch', async () => {
    await show(3);
    const track = slides()[0]!.parentElement!;
    await fire(track, 'pointerdown', { pointerType: 'touch', clientX: 200 });
    await fire(track, 'pointerup', { pointerType: 'touch', clientX: 120 });
    expect(currentName()).toBe('第 2 张，共 3 张');
    await fire(track, 'pointerdown', { pointerType: 'touch', clientX: 100 });
    await fire(track, 'pointerup', { pointerType: 'touch', clientX: 200 });
    expect(currentName()).toBe('第 1 张，共 3 张');
    await fire(track, 'pointerdown', { pointerType: 'touch', clientX: 100 });
    await fire(track, 'pointerup', { pointerType: 'touch', clientX: 110 });
    expect(currentName()).toBe('第 1 张，共 3 张');
  });

  it('does not turn, and offers no pause button, for users who asked for reduced motion', async () => {
    reducedMotion = true;
    await show(3);
    expect(root().querySelector('button[aria-label="暂停轮播"]')).toBeNull();
    await advance(3 * CONTENT_LIMITS.carouselMs);
    expect(currentName()).toBe('第 1 张，共 3 张');
    await press('下一张');
    expect(currentName()).toBe('第 2 张，共 3 张');
  });

  it('has no controls for a single slide', async () => {
    await show(1);
    expect(root().querySelectorAll('button')).toHaveLength(0);
    await advance(3 * CONTENT_LIMITS.carouselMs);
    expect(currentName()).toBe('第 1 张，共 1 张');
  });
});
