import { describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads';
import type { StyledChunk } from './route-preloads';

const chunk = (fileName: string, more: Partial<StyledChunk> = {}): StyledChunk => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  moduleIds: [],
  css: [],
  ...more,
});

/**
 * A build in small: the entry and a library it imports (start-up), the layout and the home page
 * (dynamic entries) sharing a chunk that imports the library too, the home page's own stylesheet and
 * the shared chunk's, a language pack, and a screen that is not listed.
 */
const build: StyledChunk[] = [
  chunk('assets/index.js', { isEntry: true, facadeModuleId: '/src/main.tsx', imports: ['assets/react.js'] }),
  chunk('assets/react.js'),
  chunk('assets/layout.js', {
    facadeModuleId: '/src/layout.tsx',
    imports: ['assets/shared.js', 'assets/react.js'],
  }),
  chunk('assets/home.js', {
    facadeModuleId: '/src/home-page.tsx',
    imports: ['assets/shared.js'],
    css: ['assets/home.css', 'assets/shared.css'],
  }),
  chunk('assets/shared.js', { imports: ['assets/react.js'], css: ['assets/shared.css'] }),
  chunk('assets/pack.js', { facadeModuleId: '/src/pack.zh-CN.ts' }),
  chunk('assets/admin.js', { facadeModuleId: '/src/admin.tsx', imports: ['assets/shared.js'] }),
];

describe('routePreloads', () => {
  it("lists by path each page's chunks, what they import, then their stylesheets once, without start-up's", () => {
    const byPath = routePreloads(build, [
      {
        paths: ['/index', '/mainIndex'],
        modules: ['/src/layout.tsx', '/src/home-page.tsx', '/src/pack.zh-CN.ts'],
      },
      { paths: ['/login'], modules: ['/src/pack.zh-CN.ts'] },
    ]);
    const home = [
      '/assets/layout.js',
      '/assets/shared.js',
      '/assets/home.js',
      '/assets/pack.js',
      '/assets/shared.css',
      '/assets/home.css',
    ];
    expect(byPath).toEqual({ '/index': home, '/mainIndex': home, '/login': ['/assets/pack.js'] });
  });

  it("orders the stylesheets as they load: what a chunk imports before the chunk's own", () => {
    const screen = [
      chunk('assets/index.js', { isEntry: true, facadeModuleId: '/src/main.tsx' }),
      chunk('assets/login.js', {
        facadeModuleId: '/src/login.tsx',
        imports: ['assets/input.js'],
        css: ['assets/login.css'],
      }),
      chunk('assets/input.js', { imports: ['assets/base.js'], css: ['assets/input.css'] }),
      chunk('assets/base.js', { css: ['assets/base.css'] }),
    ];
    const byPath = routePreloads(screen, [{ paths: ['/login'], modules: ['/src/login.tsx'] }]);
    expect(byPath['/login']?.filter((file) => file.endsWith('.css'))).toEqual([
      '/assets/base.css',
      '/assets/input.css',
      '/assets/login.css',
    ]);
  });

  it('puts the base of the build before each file', () => {
    const byPath = routePreloads(build, [{ paths: ['/login'], modules: ['/src/pack.zh-CN.ts'] }], '/portal/');
    expect(byPath['/login']).toEqual(['/portal/assets/pack.js']);
  });

  it('refuses a module that is not a chunk of its own, which the list would miss', () => {
    expect(() =>
      routePreloads(build, [{ paths: ['/index'], modules: ['/src/layout.tsx', '/src/banner.tsx'] }]),
    ).toThrow('/src/banner.tsx is not a chunk of its own');
  });
});
