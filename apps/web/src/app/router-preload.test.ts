import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/lib/paths';

const homeScreen = vi.fn(() => Promise.resolve({ Component: () => null }));
const productScreen = vi.fn(() => Promise.resolve({ Component: () => null }));

vi.mock('./subsystems/registry', () => ({
  subsystemRegistry: {
    portal: () =>
      Promise.resolve({
        name: 'portal',
        routes: [
          { path: paths.home, lazy: homeScreen },
          { path: paths.product, lazy: productScreen },
        ],
        texts: { 'zh-CN': {}, 'zh-TW': {}, 'en-US': {} },
      }),
  },
}));
vi.mock('./layouts/load-layout', () => ({
  layoutLoaders: {
    trading: () => Promise.resolve(() => null),
    'user-centre': () => Promise.resolve(() => null),
  },
}));
vi.mock('./root-layout', () => ({ RootLayout: () => null }));

const { preloadFirstScreen } = await import('./router');

describe('preloadFirstScreen', () => {
  it("fetches the first path's screen once its subsystem is here, and no other screen", async () => {
    preloadFirstScreen(paths.product);
    await vi.waitFor(() => expect(productScreen).toHaveBeenCalledTimes(1));
    expect(homeScreen).not.toHaveBeenCalled();
  });
});
