import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { i18n, initI18n, requireLaterTexts, setLanguage } from '@/lib/i18n';
import type { TextTree } from '@/lib/i18n';
import type { RouteDefinition } from '@/app/route-table';
import type { SubsystemModule } from '@/lib/subsystem';
import { CONTENT_ROUTE_ID, createSubsystemLoader } from './loader';
import type { LoadedSubsystem } from './loader';
import type { SubsystemImporter } from './registry';

const Screen = () => null;

const textsOf = (tree: TextTree) => vi.fn(() => Promise.resolve({ default: tree }));
const demoTexts = {
  'zh-CN': textsOf({ list: { title: '演示列表' } }),
  'zh-TW': textsOf({ list: { title: '演示列表（繁）' } }),
  'en-US': textsOf({ list: { title: 'Demo list' } }),
};
const demo: SubsystemModule = {
  name: 'demo',
  routes: [{ path: '/demo/list', Component: Screen }],
  texts: demoTexts,
  stores: { counter: { value: 1 } },
};

const table: RouteDefinition[] = [
  {
    path: '/demo/list',
    subsystem: 'demo',
    styleType: 'user-centre',
    public: false,
    titleKey: 'demo.list.title',
  },
  {
    path: '/broken/page',
    subsystem: 'broken',
    styleType: 'trading',
    public: true,
    titleKey: 'app.routes.home',
  },
  {
    path: '/errors/404',
    subsystem: null,
    styleType: 'trading',
    public: true,
    titleKey: 'app.errorPages.notFound',
  },
];

function patchCall(path: string) {
  const patch = vi.fn<(routeId: string | null, children: RouteObject[]) => void>();
  return {
    args: { path, patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined },
    patch,
  };
}

describe('subsystem loader', () => {
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(async () => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.clearAllMocks();
    // A fresh start in zh-CN: no later texts required yet.
    await initI18n({}, 'zh-CN');
  });
  afterEach(() => {
    warn.mockRestore();
    localStorage.clear();
  });

  /** The screen of the loaded subsystem's one route, as react-router would fetch it. */
  const screenOf = (loaded: LoadedSubsystem | null) => {
    const lazy = loaded?.routes[0]?.lazy;
    if (typeof lazy !== 'function') throw new Error('the route has no lazy screen');
    return lazy();
  };

  it('merges its texts in the current language under its name, and another language’s before a switch', async () => {
    const loader = createSubsystemLoader({
      registry: { demo: () => Promise.resolve(demo) },
      routeTable: table,
      requireLaterTexts,
    });
    const loaded = await loader.load('demo');
    await screenOf(loaded);

    expect(loaded?.stores).toEqual({ counter: { value: 1 } });
    expect(i18n.t('demo.list.title')).toBe('演示列表');
    expect(demoTexts['en-US']).not.toHaveBeenCalled();
    expect(demoTexts['zh-TW']).not.toHaveBeenCalled();

    await setLanguage('en-US');
    expect(demoTexts['en-US']).toHaveBeenCalledTimes(1);
    expect(i18n.t('demo.list.title')).toBe('Demo list');
    expect(demoTexts['zh-CN']).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives a screen only once the texts are here, and retries texts that failed', async () => {
    let arrive = (_texts: { default: TextTree }) => undefined as void;
    const slow = vi.fn(
      () =>
        new Promise<{ default: TextTree }>((resolve) => {
          arrive = resolve;
        }),
    );
    const loader = createSubsystemLoader({
      registry: { demo: () => Promise.resolve({ ...demo, texts: { ...demoTexts, 'zh-CN': slow } }) },
      routeTable: table,
      requireLaterTexts,
    });
    const loaded = await loader.load('demo');
    let shown = false;
    const screen = screenOf(loaded).then((route) => (shown = Boolean(route)));
    await new Promise((settled) => setTimeout(settled, 0));
    expect(shown).toBe(false);
    arrive({ default: { list: { title: '演示列表' } } });
    await screen;
    expect(i18n.t('demo.list.title')).toBe('演示列表');

    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = vi
      .fn<() => Promise<{ default: TextTree }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /t.js'))
      .mockResolvedValue({ default: { list: { title: 'Demo list' } } });
    const flaky = createSubsystemLoader({
      registry: {
        demo: () => Promise.resolve({ ...demo, name: 'demo', texts: { ...demoTexts, 'zh-CN': offline } }),
      },
      routeTable: table,
      requireLaterTexts,
    });
    await initI18n({}, 'zh-CN');
    const again = await flaky.load('demo');
    await expect(screenOf(again)).rejects.toThrow();
    await expect(screenOf(again)).resolves.toEqual({});
    expect(offline).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('fetches the texts its screens may name beside its chunk, and mounts when they fail', async () => {
    const requireValidationTexts = vi.fn(() => Promise.reject(new Error('offline')));
    const loader = createSubsystemLoader({
      registry: { demo: () => Promise.resolve(demo) },
      routeTable: table,
      requireLaterTexts,
      requireValidationTexts,
    });

    expect(await loader.load('demo')).not.toBeNull();
    expect(requireValidationTexts).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[subsystems] "demo": texts not fetched:', expect.any(Error));
  });

  it('patches the owning subsystem’s routes, with the route table’s meta, when its path is visited', async () => {
    const importer = vi.fn<SubsystemImporter>(() => Promise.resolve(demo));
    const loader = createSubsystemLoader({
      registry: { demo: importer },
      routeTable: table,
      requireLaterTexts,
    });
    const { args, patch } = patchCall('/demo/list');

    await loader.patchRoutesOnNavigation(args);

    expect(patch).toHaveBeenCalledWith(CONTENT_ROUTE_ID, [
      {
        path: '/demo/list',
        Component: Screen,
        lazy: expect.any(Function),
        id: 'demo:/demo/list',
        handle: { subsystem: 'demo', styleType: 'user-centre', public: false, titleKey: 'demo.list.title' },
      },
    ]);
    // Visiting again reuses the loaded chunk.
    await loader.patchRoutesOnNavigation(patchCall('/demo/list').args);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for paths no subsystem owns', async () => {
    const importer = vi.fn<SubsystemImporter>(() => Promise.resolve(demo));
    const loader = createSubsystemLoader({
      registry: { demo: importer },
      routeTable: table,
      requireLaterTexts,
    });
    for (const path of ['/nowhere', '/errors/404', '/demo/list/extra']) {
      const { args, patch } = patchCall(path);
      await loader.patchRoutesOnNavigation(args);
      expect(patch).not.toHaveBeenCalled();
    }
    expect(importer).not.toHaveBeenCalled();
  });

  it.each([
    [
      'whose module throws while evaluating',
      () => {
        throw new Error('module init failed');
      },
    ],
    [
      'whose import rejects',
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    ],
    ['that breaks the contract', () => Promise.resolve({ ...demo, name: 'other' })],
  ] as [string, SubsystemImporter][])(
    'treats a subsystem %s as absent and warns',
    async (_case, importer) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const loader = createSubsystemLoader({
        registry: { broken: importer },
        routeTable: table,
        requireLaterTexts,
      });
      const { args, patch } = patchCall('/broken/page');

      await expect(loader.patchRoutesOnNavigation(args)).resolves.toBeUndefined();

      expect(patch).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('"broken" failed to load and is treated as absent'),
        expect.any(Error),
      );
      expect(i18n.exists('broken')).toBe(false);
      error.mockRestore();
    },
  );

  it('treats a subsystem missing from the registry as absent', async () => {
    const loader = createSubsystemLoader({ registry: {}, routeTable: table, requireLaterTexts });
    await expect(loader.load('broken')).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"broken" is not registered'));
  });

  it('drops, with a warning, a route the route table does not assign to the subsystem', async () => {
    const rogue: SubsystemModule = {
      ...demo,
      routes: [...demo.routes, { path: '/broken/page', Component: Screen }],
    };
    const loader = createSubsystemLoader({
      registry: { demo: () => Promise.resolve(rogue) },
      routeTable: table,
      requireLaterTexts,
    });
    const loaded = await loader.load('demo');
    expect(loaded?.routes.map((route) => route.path)).toEqual(['/demo/list']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('route /broken/page is not assigned to it'));
  });
});
