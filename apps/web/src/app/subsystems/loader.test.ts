import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import type { RouteObject } from 'react-router';
import type { RouteDefinition } from '@/app/route-table';
import type { SubsystemModule } from '@/lib/subsystem';
import { CONTENT_ROUTE_ID, createSubsystemLoader } from './loader';
import type { SubsystemImporter } from './registry';

const Screen = () => null;

const demo: SubsystemModule = {
  name: 'demo',
  routes: [{ path: '/demo/list', Component: Screen }],
  texts: {
    'zh-CN': { list: { title: '演示列表' } },
    'zh-TW': { list: { title: '演示列表' } },
    'en-US': { list: { title: 'Demo list' } },
  },
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

async function freshI18n(): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'zh-CN', resources: {} });
  return instance;
}

function patchCall(path: string) {
  const patch = vi.fn<(routeId: string | null, children: RouteObject[]) => void>();
  return {
    args: { path, patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined },
    patch,
  };
}

describe('subsystem loader', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  let i18n: I18n;

  beforeEach(async () => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    i18n = await freshI18n();
  });
  afterEach(() => {
    warn.mockRestore();
  });

  it('merges a loaded subsystem’s texts in all three languages under its name', async () => {
    const loader = createSubsystemLoader({
      registry: { demo: () => Promise.resolve(demo) },
      routeTable: table,
      i18n,
    });
    const loaded = await loader.load('demo');

    expect(loaded?.stores).toEqual({ counter: { value: 1 } });
    expect(i18n.getFixedT('zh-CN')('demo.list.title')).toBe('演示列表');
    expect(i18n.getFixedT('zh-TW')('demo.list.title')).toBe('演示列表');
    expect(i18n.getFixedT('en-US')('demo.list.title')).toBe('Demo list');
    expect(warn).not.toHaveBeenCalled();
  });

  it('fetches the texts its screens may name beside its chunk, and mounts when they fail', async () => {
    const requireTexts = vi.fn(() => Promise.reject(new Error('offline')));
    const loader = createSubsystemLoader({
      registry: { demo: () => Promise.resolve(demo) },
      routeTable: table,
      i18n,
      requireTexts,
    });

    expect(await loader.load('demo')).not.toBeNull();
    expect(requireTexts).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[subsystems] "demo": texts not fetched:', expect.any(Error));
  });

  it('patches the owning subsystem’s routes, with the route table’s meta, when its path is visited', async () => {
    const importer = vi.fn<SubsystemImporter>(() => Promise.resolve(demo));
    const loader = createSubsystemLoader({ registry: { demo: importer }, routeTable: table, i18n });
    const { args, patch } = patchCall('/demo/list');

    await loader.patchRoutesOnNavigation(args);

    expect(patch).toHaveBeenCalledWith(CONTENT_ROUTE_ID, [
      {
        path: '/demo/list',
        Component: Screen,
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
    const loader = createSubsystemLoader({ registry: { demo: importer }, routeTable: table, i18n });
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
      const loader = createSubsystemLoader({ registry: { broken: importer }, routeTable: table, i18n });
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
    const loader = createSubsystemLoader({ registry: {}, routeTable: table, i18n });
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
      i18n,
    });
    const loaded = await loader.load('demo');
    expect(loaded?.routes.map((route) => route.path)).toEqual(['/demo/list']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('route /broken/page is not assigned to it'));
  });
});
