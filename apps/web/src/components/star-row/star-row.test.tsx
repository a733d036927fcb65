import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import { StarRow } from './star-row';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function renderRow(count: number, max: number) {
  rendered = await render(<StarRow count={count} max={max} label={`${count} of ${max}`} />);
  return rendered.container;
}

describe('StarRow', () => {
  it('is one image, named by its label, drawn as one SVG', async () => {
    const container = await renderRow(3, 5);
    const images = container.querySelectorAll('[role="img"]');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('aria-label')).toBe('3 of 5');
    expect(container.querySelectorAll('svg')).toHaveLength(1);
  });

  it('draws max stars side by side, the first count of them lit', async () => {
    const container = await renderRow(2, 5);
    const stars = [...container.querySelectorAll('path')];
    expect(stars).toHaveLength(5);
    const [lit, unlit] = [stars[0]?.getAttribute('class'), stars[4]?.getAttribute('class')];
    expect(lit).toBeTruthy();
    expect(unlit).toBeTruthy();
    expect(lit).not.toBe(unlit);
    expect(stars.map((star) => star.getAttribute('class') === lit)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    const offsets = stars.map((star) =>
      Number(/translate\(([\d.]+)/.exec(star.getAttribute('transform') ?? '')?.[1]),
    );
    expect(new Set(offsets).size).toBe(5);
    expect(stars.every((star) => (star.getAttribute('d') ?? '').length > 20)).toBe(true);
  });

  it('is as wide as its stars and the gaps between them, a star 1em high', async () => {
    const svg = (await renderRow(5, 5)).querySelector('svg');
    expect(svg?.getAttribute('height')).toBe('1em');
    // Five stars of 14 px and four gaps of 2 px at 14 px to the em.
    expect(Number.parseFloat(svg?.getAttribute('width') ?? '')).toBeCloseTo(78 / 14, 5);
  });
});
