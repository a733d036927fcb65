import { describe, expect, it } from 'vitest';
import { bundledModules } from './bundled-modules';
import { reactRouterProduction } from './react-router-production';

const routerModules = (modules: string[]) =>
  modules.filter((path) => path.includes('node_modules/react-router/'));

describe('reactRouterProduction', () => {
  it("bundles react-router's production build, whose development warnings are off", async () => {
    const source = "export { createBrowserRouter, Link, useNavigate } from 'react-router';";
    const without = await bundledModules(source, []);
    const modules = await bundledModules(source, [reactRouterProduction()]);

    expect(routerModules(without)).toContainEqual(expect.stringContaining('/dist/development/'));
    expect(routerModules(modules)).not.toEqual([]);
    expect(routerModules(modules).every((path) => path.includes('/dist/production/'))).toBe(true);
  }, 60_000);
});
