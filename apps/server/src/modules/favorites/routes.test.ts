import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import type { MenuNode } from '@scf/shared';
import { menuFavorites, menus, roleMenus, roles, tenants } from '@/db/schema.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';
import { rowCount, signIn, visitor } from '@/modules/user/test-support.ts';
import type { Client } from '@/modules/user/test-support.ts';

const ADD = '/insertUserMenuFavorite';
const REMOVE = '/deleteByMenuCodeAndUserId';
/** Granted to the demo supplier role (comp01); org_center is the finance institution's. */
const GRANTED = 'ent_product';
const NOT_GRANTED = 'org_center';

let t: TestApp;
let client: Client;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  client = await visitor(t.app);
  expect((await signIn(client, { account: 'comp01', password: 'Comp@12345' })).json().error_no).toBe(0);
});
afterAll(() => t.close());

const favorites = () => rowCount(t.database.db, menuFavorites);

function findMenu(nodes: MenuNode[], menuCode: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.menuCode === menuCode) return node;
    const child = findMenu(node.children, menuCode);
    if (child) return child;
  }
  return undefined;
}

async function hasCollect(menuCode: string) {
  const res = await client.get('/api/user/menus');
  return findMenu(res.json().data.rows as MenuNode[], menuCode)?.hasCollect;
}

async function tenantId(code: string) {
  const [row] = await t.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, code));
  return row!.id;
}

describe('favourite menus', () => {
  it('adds a granted menu, idempotently, and the menu tree shows the star', async () => {
    const before = await favorites();
    for (let i = 0; i < 2; i++) {
      const res = await client.post(ADD, { menuCode: GRANTED });
      expect(res.json()).toEqual({ error_no: 0, error_info: '', data: { menuCode: GRANTED, hasCollect: 1 } });
    }
    expect(await favorites()).toBe(before + 1);
    expect(await hasCollect(GRANTED)).toBe(1);
  });

  it('removes it, idempotently', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await client.post(REMOVE, { menu_code: GRANTED });
      expect(res.json()).toEqual({ error_no: 0, error_info: '', data: { menuCode: GRANTED, hasCollect: 0 } });
    }
    expect(await hasCollect(GRANTED)).toBe(0);
    expect(await favorites()).toBe(0);
  });

  it('refuses an unknown menu, one the user’s roles do not grant and one of another tenant; nothing written', async () => {
    const db = t.database.db;
    const t2 = await tenantId('T002');
    const [menu] = await db
      .insert(menus)
      .values({
        tenantId: t2,
        menuCode: 'tenant2_only',
        nameZhCn: '租户二',
        nameZhTw: '租戶二',
        nameEnUs: 'T2',
      })
      .returning({ id: menus.id });
    const [t2Supplier] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, t2), eq(roles.code, 'supplier')));
    await db.insert(roleMenus).values({ roleId: t2Supplier!.id, menuId: menu!.id });

    for (const menuCode of ['no_such_menu', NOT_GRANTED, 'tenant2_only']) {
      const res = await client.post(ADD, { menuCode });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error_no: ERROR_CODES.NOT_FOUND,
        error_info: 'menuCode: 菜单不存在或无权访问',
        data: { errors: [{ field: 'menuCode', rule: 'exists' }] },
      });
    }
    expect(await favorites()).toBe(0);
  });

  it('refuses a menu granted only by a disabled role', async () => {
    const db = t.database.db;
    const supplier = and(eq(roles.tenantId, await tenantId('T001')), eq(roles.code, 'supplier'));
    await db.update(roles).set({ status: 'disabled' }).where(supplier);
    try {
      // A user without an enabled role may be refused by the guard already; either way, no star.
      expect((await client.post(ADD, { menuCode: GRANTED })).json().error_no).not.toBe(0);
    } finally {
      await db.update(roles).set({ status: 'enabled' }).where(supplier);
    }
    expect(await favorites()).toBe(0);
  });

  it('validates the menu code', async () => {
    const res = await client.post(ADD, { menuCode: ' ' });
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: 'menuCode: 请选择菜单',
    });
  });

  it('needs a signed-in user', async () => {
    const anonymous = await visitor(t.app);
    for (const url of [ADD, REMOVE]) {
      const res = await anonymous.post(url, { menuCode: GRANTED });
      expect(res.statusCode).toBe(401);
    }
  });
});
