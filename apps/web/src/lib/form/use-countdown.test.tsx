import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { render } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import { useCountdown } from './use-countdown';

let rendered: Rendered;

/** Shows the countdown's state and offers its actions, as a send button would use them. */
function Probe() {
  const { remaining, running, start, reset } = useCountdown();
  return (
    <>
      <output>{`${remaining} ${running ? 'running' : 'idle'}`}</output>
      <button name="start" onClick={() => start()} />
      <button name="start5" onClick={() => start(5)} />
      <button name="reset" onClick={reset} />
    </>
  );
}

const state = () => rendered.container.querySelector('output')?.textContent;
const press = (name: string) =>
  act(() => rendered.container.querySelector<HTMLButtonElement>(`button[name="${name}"]`)?.click());
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeEach(async () => {
  vi.useFakeTimers();
  rendered = await render(<Probe />);
});

afterEach(() => {
  rendered.unmount();
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('is idle until started', () => {
    expect(state()).toBe('0 idle');
  });

  it('counts 60 seconds down by default, then is idle again', async () => {
    await press('start');
    expect(state()).toBe('60 running');
    await advance(1000);
    expect(state()).toBe('59 running');
    await advance(58_000);
    expect(state()).toBe('1 running');
    await advance(1000);
    expect(state()).toBe('0 idle');
    await advance(5000);
    expect(state()).toBe('0 idle');
  });

  it('takes the number of seconds the server asks for', async () => {
    await press('start5');
    expect(state()).toBe('5 running');
    await advance(5000);
    expect(state()).toBe('0 idle');
  });

  it('follows the clock when the timer fires late, as in a background tab', async () => {
    await press('start');
    // The clock moves 30 s while no tick runs; the next tick shows the true time left.
    vi.setSystemTime(Date.now() + 30_000);
    await advance(1000);
    expect(state()).toBe('29 running');
  });

  it('stops when reset and can start again', async () => {
    await press('start');
    await advance(3000);
    await press('reset');
    expect(state()).toBe('0 idle');
    await advance(2000);
    expect(state()).toBe('0 idle');
    await press('start');
    expect(state()).toBe('60 running');
  });
});
