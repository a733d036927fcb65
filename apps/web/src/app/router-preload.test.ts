import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { configureRequest } from '@/lib/request';

const homeScreen = vi.fn(() => Promise.resolve({ Component: () => null }));
const productScreen = vi.fn(() => Promise.resolve({ Component: () => null }));
const homeData = vi.fn();
const productData = vi.fn();
const layoutData = vi.fn();
const loginData = vi.fn();
const portalTexts = vi.fn(() => Promise.resolve({ default: {} }));
const englishTexts = vi.fn(() => Promise.resolve({ default: {} }));
const userCentreTexts = vi.fn(() => Promise.resolve({ default: {} }));

vi.mock('./subsystems/registry', () => ({
  subsystemRegistry: {
    portal: () =>
      Promise.resolve({
        name: 'portal',
        routes: [
          { path: paths.home, lazy: homeScreen, prefetch: homeData },
          { path: paths.product, lazy: productScreen, loadPrefetch: () => Promise.resolve(productData) },
        ],
        texts: { 'zh-CN': portalTexts, 'zh-TW': portalTexts, 'en-US': englishTexts },
      }),
    member: () =>
      Promise.resolve({
        name: 'member',
        routes: [],
        texts: { 'zh-CN': portalTexts, 'zh-TW': portalTexts, 'en-US': englishTexts },
      }),
  },
}));
vi.mock('./layouts/load-layout', () => ({
  layoutLoaders: {
    trading: () => Promise.resolve(() => null),
    'user-centre': () => Promise.resolve(() => null),
  },
  layoutDataPrefetchers: { trading: () => Promise.resolve(layoutData) },
  layoutTexts: { 'user-centre': { require: () => Promise.resolve(), preload: userCentreTexts } },
}));
vi.mock('./root-layout', () => ({ RootLayout: () => null }));
vi.mock('@/shell/login', () => ({ loginRoute: () => ({ Component: () => null }), prefetchLogin: loginData }));

const { preloadFirstScreen } = await import('./router');
const { appQueryClient: queryClient } = await import('./query-client');

describe('preloadFirstScreen', () => {
  it("prefetches the layout's and the screen's data into the app's cache once requests are wired", async () => {
    preloadFirstScreen(paths.home);
    await vi.waitFor(() => expect(homeScreen).toHaveBeenCalledTimes(1));
    // Sent before the request client knows the API base and the UI, a request would go out unwired.
    await new Promise((settled) => setTimeout(settled, 0));
    expect(homeData).not.toHaveBeenCalled();
    expect(layoutData).not.toHaveBeenCalled();

    configureRequest({});
    await vi.waitFor(() =>
      expect(homeData).toHaveBeenCalledWith(queryClient, i18n.language, new URLSearchParams()),
    );
    expect(layoutData).toHaveBeenCalledWith(queryClient, i18n.language, new URLSearchParams());
    expect(productData).not.toHaveBeenCalled();
  });

  it("fetches the first path's screen once its subsystem is here, and no other screen", async () => {
    homeScreen.mockClear();
    preloadFirstScreen(paths.product);
    await vi.waitFor(() => expect(productScreen).toHaveBeenCalledTimes(1));
    expect(homeScreen).not.toHaveBeenCalled();
  });

  it("fetches the subsystem's texts in the stored language beside the screen", async () => {
    portalTexts.mockClear();
    localStorage.setItem('lang', 'en-US');
    preloadFirstScreen(paths.product);
    await vi.waitFor(() => expect(englishTexts).toHaveBeenCalledTimes(1));
    expect(portalTexts).not.toHaveBeenCalled();
    localStorage.clear();
  });

  it("fetches the user centre's texts in the stored language beside its layout", async () => {
    localStorage.setItem('lang', 'zh-TW');
    preloadFirstScreen(paths.realName);
    await vi.waitFor(() => expect(userCentreTexts).toHaveBeenCalledWith('zh-TW'));
    preloadFirstScreen(paths.product);
    expect(userCentreTexts).toHaveBeenCalledTimes(1);
    localStorage.clear();
  });

  it("gives the screen's prefetch the page's query string", async () => {
    preloadFirstScreen(paths.product, '?userName=%E5%BF%AB%E8%B4%B7&page=3');
    const searches = () => productData.mock.calls.map((call) => (call as unknown[])[2] as URLSearchParams);
    await vi.waitFor(() => expect(searches().some((search) => search.has('userName'))).toBe(true));
    const search = searches().find((one) => one.has('userName'));
    expect([search?.get('userName'), search?.get('page')]).toEqual(['快贷', '3']);
  });

  it('prefetches what the login screen shows first, without the query cache', async () => {
    preloadFirstScreen(paths.login);
    await vi.waitFor(() => expect(loginData).toHaveBeenCalledWith());
  });
});
