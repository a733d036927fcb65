import { describe, expect, it } from 'vitest';
import { landingChunks } from './landing-chunks';
import type { BuiltChunk, LandingChunks } from './landing-chunks';

const chunk = (fileName: string, moduleIds: string[], more: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  moduleIds,
  ...more,
});

/**
 * A first build in small: the entry (with a start-up module and a library chunk), the login screen
 * and the home page (dynamic entries, each with a module bundled beside it), a chunk both share, one
 * of the home page's alone, a language pack and a locale shared by the pack and the home page, and
 * a screen that is not a landing screen with a chunk of its own.
 */
const firstBuild: BuiltChunk[] = [
  chunk('index.js', ['/src/main.tsx', '/src/lib/request.ts', '\0vite/preload-helper.js'], {
    isEntry: true,
    facadeModuleId: '/src/main.tsx',
    imports: ['react.js'],
  }),
  chunk('react.js', ['/node_modules/react/index.js']),
  chunk('login.js', ['/src/shell/login/index.ts', '/src/shell/login/form.tsx'], {
    facadeModuleId: '/src/shell/login/index.ts',
    imports: ['react.js', 'index.js', 'form-kit.js'],
  }),
  chunk('home.js', ['/src/portal/home-page.tsx', '/src/portal/banner.tsx'], {
    facadeModuleId: '/src/portal/home-page.tsx',
    imports: ['react.js', 'form-kit.js', 'carousel.js', 'zh_CN.js'],
  }),
  chunk('form-kit.js', ['/node_modules/antd/es/form/index.js', '/node_modules/antd/es/button/index.js'], {
    imports: ['react.js'],
  }),
  chunk('carousel.js', ['/src/portal/carousel.tsx'], { imports: ['react.js'] }),
  chunk('pack.zh-CN.js', ['/src/texts/pack.zh-CN.ts', '/src/texts/zh-CN.ts'], {
    facadeModuleId: '/src/texts/pack.zh-CN.ts',
    imports: ['zh_CN.js'],
  }),
  chunk('zh_CN.js', ['/node_modules/antd/es/locale/zh_CN.js']),
  chunk('admin.js', ['/src/admin/index.ts', '/src/admin/table.tsx'], {
    facadeModuleId: '/src/admin/index.ts',
    imports: ['react.js', 'form-kit.js'],
  }),
];

const screens = [
  { name: 'login', modules: ['/src/shell/login/index.ts'] },
  { name: 'home', modules: ['/src/portal/home-page.tsx'] },
  { name: 'pack.zh-CN', modules: ['/src/texts/pack.zh-CN.ts'] },
];

const groupOf = (result: LandingChunks, id: string) =>
  result.groups.find((group) => group.modules.has(id))?.screens;

describe('landingChunks', () => {
  const result = landingChunks(firstBuild, screens);

  it('groups each module a landing screen loads after start-up by the landing screens that load it', () => {
    expect(groupOf(result, '/node_modules/antd/es/form/index.js')).toEqual(['home', 'login']);
    expect(groupOf(result, '/node_modules/antd/es/button/index.js')).toEqual(['home', 'login']);
    expect(groupOf(result, '/src/portal/carousel.tsx')).toEqual(['home']);
    expect(groupOf(result, '/node_modules/antd/es/locale/zh_CN.js')).toEqual(['home', 'pack.zh-CN']);
    expect(result.groups).toHaveLength(3);
  });

  it('leaves a module in its screen’s own chunk when no other landing screen loads it', () => {
    for (const id of ['/src/portal/banner.tsx', '/src/shell/login/form.tsx', '/src/texts/zh-CN.ts']) {
      expect(groupOf(result, id), id).toBeUndefined();
    }
  });

  it('leaves start-up, the modules dynamic imports name, virtual modules and other screens alone', () => {
    for (const id of [
      '/src/main.tsx',
      '/src/lib/request.ts',
      '/node_modules/react/index.js',
      '/src/shell/login/index.ts',
      '/src/portal/home-page.tsx',
      '/src/texts/pack.zh-CN.ts',
      '\0vite/preload-helper.js',
      '/src/admin/index.ts',
      '/src/admin/table.tsx',
    ]) {
      expect(groupOf(result, id), id).toBeUndefined();
    }
  });

  it('gives the start-up modules besides the entry a group of their own', () => {
    expect([...result.startup]).toEqual(['/src/lib/request.ts']);
  });

  it('ranks broader groups first, with names that depend on their screens only', () => {
    expect(result.groups.map((group) => group.screens.length)).toEqual([2, 2, 1]);
    const again = landingChunks([...firstBuild].reverse(), [...screens].reverse());
    expect(again.groups.map((group) => group.name)).toEqual(result.groups.map((group) => group.name));
    expect(new Set(result.groups.map((group) => group.name)).size).toBe(3);
    for (const group of result.groups) expect(group.name).toMatch(/^landing-[0-9a-f]{8}$/);
  });

  it('refuses a landing screen whose module no chunk is loaded by', () => {
    expect(() =>
      landingChunks(firstBuild, [{ name: 'gone', modules: ['/src/portal/gone-page.tsx'] }]),
    ).toThrow(/landing screen gone: no chunk is loaded by \/src\/portal\/gone-page\.tsx/);
  });
});
