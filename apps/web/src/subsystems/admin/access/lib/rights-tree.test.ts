import { describe, expect, it } from 'vitest';
import type { RightsMenu } from '@scf/shared/schemas/admin-access';
import { checkedKeys, indexMenus, keyOf, parseKey, toggle } from './rights-tree';
import type { Rights } from './rights-tree';

const menu = (id: string, buttons: string[] = [], children: RightsMenu[] = []): RightsMenu => ({
  id,
  name: id,
  isHidden: false,
  buttons,
  children,
});

/** 系统管理 (roles, users) and 审核中心 (product audit, authorisation audit sharing a code). */
const MENUS = [
  menu('sys', [], [menu('roles', ['ROLE_ADD', 'ROLE_EDIT']), menu('users', ['USER_ADD'])]),
  menu(
    'audit',
    [],
    [menu('product', ['PRODUCT_AUDIT']), menu('authz', ['AUTH_PASS']), menu('org', ['AUTH_PASS'])],
  ),
];
const index = indexMenus(MENUS);
const none: Rights = { menuIds: new Set(), codes: new Set() };
const sorted = (rights: Rights) => ({ menuIds: [...rights.menuIds].sort(), codes: [...rights.codes].sort() });

describe('the rights tree', () => {
  it('round-trips its keys', () => {
    for (const key of [
      { kind: 'menu', menuId: '12' },
      { kind: 'button', menuId: '12', code: 'ROLE_ADD' },
      { kind: 'other', code: 'REQUEST_ADD' },
    ] as const)
      expect(parseKey(keyOf(key))).toEqual(key);
    expect(parseKey('other')).toBeNull();
  });

  it('checking a page gives it, its root and its buttons; checking a root gives everything under it', () => {
    expect(sorted(toggle(index, none, { kind: 'menu', menuId: 'roles' }, true))).toEqual({
      menuIds: ['roles', 'sys'],
      codes: ['ROLE_ADD', 'ROLE_EDIT'],
    });
    expect(sorted(toggle(index, none, { kind: 'menu', menuId: 'sys' }, true))).toEqual({
      menuIds: ['roles', 'sys', 'users'],
      codes: ['ROLE_ADD', 'ROLE_EDIT', 'USER_ADD'],
    });
  });

  it('checking a button gives its code and its page with the root; unchecking it takes the code only', () => {
    const given = toggle(index, none, { kind: 'button', menuId: 'users', code: 'USER_ADD' }, true);
    expect(sorted(given)).toEqual({ menuIds: ['sys', 'users'], codes: ['USER_ADD'] });
    expect(
      sorted(toggle(index, given, { kind: 'button', menuId: 'users', code: 'USER_ADD' }, false)),
    ).toEqual({
      menuIds: ['sys', 'users'],
      codes: [],
    });
  });

  it('unchecking the last page of a root takes the root; a code another given page shows stays', () => {
    let rights = toggle(index, none, { kind: 'menu', menuId: 'authz' }, true);
    rights = toggle(index, rights, { kind: 'menu', menuId: 'org' }, true);
    rights = toggle(index, rights, { kind: 'menu', menuId: 'authz' }, false);
    expect(sorted(rights)).toEqual({ menuIds: ['audit', 'org'], codes: ['AUTH_PASS'] });
    rights = toggle(index, rights, { kind: 'menu', menuId: 'org' }, false);
    expect(sorted(rights)).toEqual({ menuIds: [], codes: [] });
  });

  it('codes no menu shows are checked on their own', () => {
    const rights = toggle(index, none, { kind: 'other', code: 'REQUEST_ADD' }, true);
    expect(sorted(rights)).toEqual({ menuIds: [], codes: ['REQUEST_ADD'] });
    expect(checkedKeys(index, rights, ['REQUEST_ADD']).checked).toEqual(['o:REQUEST_ADD']);
    expect(sorted(toggle(index, rights, { kind: 'other', code: 'REQUEST_ADD' }, false)).codes).toEqual([]);
  });

  it('shows a menu checked when all under it is given, half-checked when given in part', () => {
    const rights: Rights = { menuIds: new Set(['sys', 'roles']), codes: new Set(['ROLE_ADD', 'AUTH_PASS']) };
    const { checked, halfChecked } = checkedKeys(index, rights, []);
    expect(halfChecked.sort()).toEqual(['m:roles', 'm:sys']);
    // A code is the role's: it shows under every menu that lists it.
    expect(checked.sort()).toEqual(['b:authz:AUTH_PASS', 'b:org:AUTH_PASS', 'b:roles:ROLE_ADD']);
    const full = toggle(index, rights, { kind: 'menu', menuId: 'sys' }, true);
    expect(checkedKeys(index, full, []).checked).toEqual(
      expect.arrayContaining(['m:sys', 'm:roles', 'm:users', 'b:users:USER_ADD']),
    );
    expect(checkedKeys(index, full, []).halfChecked).toEqual([]);
  });
});
