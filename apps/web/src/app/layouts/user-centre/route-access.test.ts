import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from '@/app/route-table';
import { UNCLAIMED_ROUTE_ID } from '@/app/route-table';
import { menu } from '@/shell/menu/test-menus';
import { isMenuGuarded, mayOpen, menuPaths } from './route-access';

const meta = (styleType: RouteMeta['styleType'], isPublic = false): RouteMeta => ({
  subsystem: null,
  styleType,
  public: isPublic,
  titleKey: 'app.routes.home',
});

const routes: RouteObject[] = [
  { path: '/admin/roles', handle: meta('user-centre') },
  { path: '/product', handle: meta('trading', true) },
  { path: '/supplyChain/logistics', handle: meta('trading') },
  { path: '/open/page', handle: meta('user-centre', true) },
  { id: UNCLAIMED_ROUTE_ID, path: '*', handle: meta('trading', true) },
];

describe('dynamic routes', () => {
  it('collects the site paths of the menus, without query, trailing slash or outside addresses', () => {
    const tree = [
      menu('r', 'root', {
        children: [
          menu('a', 'a', { url: '/request/requestDetail?tab=1' }),
          menu('b', 'b', { url: 'admin/roles/' }),
          menu('c', 'c', { url: 'https://bank.example.test/report', menuType: 'iframe' }),
        ],
      }),
    ];
    expect([...menuPaths(tree)].sort()).toEqual(['/admin/roles', '/request/requestDetail']);
  });

  it('lets the menus decide only for user-centre pages that are not public', () => {
    expect(isMenuGuarded(routes, '/admin/roles?x=1')).toBe(true);
    expect(isMenuGuarded(routes, '/product')).toBe(false);
    expect(isMenuGuarded(routes, '/supplyChain/logistics')).toBe(false);
    expect(isMenuGuarded(routes, '/open/page')).toBe(false);
    expect(isMenuGuarded(routes, '/no/such/page')).toBe(false);
  });

  it('opens a menu page whatever its query, and the workbenches and error pages for everyone', () => {
    const allowed = new Set(['/request/requestDetail']);
    expect(mayOpen('/request/requestDetail?code=AP1#top', allowed)).toBe(true);
    expect(mayOpen('/request/requestDetail/', allowed)).toBe(true);
    expect(mayOpen('/request/requestRelease', allowed)).toBe(false);
    expect(mayOpen('/center/financeCenter', allowed)).toBe(true);
    expect(mayOpen('/errors/403', allowed)).toBe(true);
    expect(mayOpen('/centerfold', allowed)).toBe(false);
  });
});
