import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInSlices } from './render-in-slices';

/** Holds the main thread for `ms`, as a heavy component's render does. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** How far the render had come when a timer set at its start ran. */
const progress = { rendered: 0, whenTimerRan: -1 };

/** Counts a render; the first one sets a timer, due at once, that notes how many had rendered by then. */
function noteRender(): void {
  progress.rendered += 1;
  if (progress.rendered === 1) setTimeout(() => (progress.whenTimerRan = progress.rendered), 0);
}

/** A component that takes 2 ms of the main thread to render. */
function Slow() {
  busyFor(2);
  noteRender();
  return <span>slow</span>;
}

const COUNT = 40;
const container = document.createElement('div');
// React's test mode (act) renders everything at once; this test needs the browser's scheduling.
const reactGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actEnvironment = reactGlobal.IS_REACT_ACT_ENVIRONMENT;
beforeEach(() => {
  reactGlobal.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  reactGlobal.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  container.replaceChildren();
});

describe('renderInSlices', () => {
  it('yields to the browser while it renders the first screen, and then shows all of it', async () => {
    const root = createRoot(container);

    renderInSlices(
      root,
      Array.from({ length: COUNT }, (_, index) => <Slow key={index} />),
    );
    await expect.poll(() => container.querySelectorAll('span').length).toBe(COUNT);

    // A render that held the thread to its end would have let the timer run only after all of it.
    expect(progress.whenTimerRan).toBeGreaterThan(0);
    expect(progress.whenTimerRan).toBeLessThan(COUNT);
    root.unmount();
  });
});
