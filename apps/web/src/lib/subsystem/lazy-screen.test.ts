import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';

describe('lazyScreen', () => {
  it('fetches the screen only when the route is first resolved, and gives it as the Component', async () => {
    const Screen = () => null;
    const load = vi.fn(() => Promise.resolve(Screen));
    const route = lazyScreen(load);
    expect(load).not.toHaveBeenCalled();
    const lazy = route.lazy as () => Promise<{ Component: unknown }>;
    await expect(lazy()).resolves.toEqual({ Component: Screen });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
