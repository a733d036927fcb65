import { describe, expect, it } from 'vitest';
import {
  findLeafById,
  findLeafByPath,
  leafMenus,
  menuPath,
  searchLeafMenus,
  SEARCH_RESULT_LIMIT,
  visibleTree,
} from './menu-tree';
import { menu, sampleMenus } from './test-menus';

describe('menu tree', () => {
  it('lists the visible leaves that lead somewhere, with the names and ids above them', () => {
    const leaves = leafMenus(sampleMenus);
    expect(leaves.map((leaf) => leaf.node.id)).toEqual(['l1', 'l2', 'l3', 'l4']);
    expect(leaves[0]).toMatchObject({
      trail: ['融资管理', '融资申请'],
      ancestorIds: ['r1', 'g1'],
      rootId: 'r1',
    });
    expect(leaves[3]).toMatchObject({ trail: ['账户管理'], ancestorIds: ['r2'], rootId: 'r2' });
  });

  it('hides a menu by either hidden flag, with everything under it', () => {
    const tree = [
      menu('r', '根', {
        children: [
          menu('a', '甲', { url: '/a', hidden: true }),
          menu('g', '组', { isHidden: true, children: [menu('b', '乙', { url: '/b' })] }),
          menu('c', '丙', { url: '/c' }),
        ],
      }),
    ];
    expect(leafMenus(tree).map((leaf) => leaf.node.id)).toEqual(['c']);
    expect(visibleTree(tree)[0]?.children.map((node) => node.id)).toEqual(['c']);
  });

  it('treats a group whose children are all hidden as a leaf only if it has a URL', () => {
    const tree = [menu('g', '组', { children: [menu('a', '甲', { url: '/a', hidden: true })] })];
    expect(leafMenus(tree)).toEqual([]);
    const withUrl = [
      menu('g', '组', { url: '/g', children: [menu('a', '甲', { url: '/a', hidden: true })] }),
    ];
    expect(leafMenus(withUrl).map((leaf) => leaf.node.id)).toEqual(['g']);
  });

  it('searches leaf names, ignoring case and surrounding spaces', () => {
    const leaves = leafMenus([...sampleMenus, menu('x', 'Bank Report', { url: '/x' })]);
    expect(searchLeafMenus(leaves, '申请').map((leaf) => leaf.node.name)).toEqual(['申请列表', '新建申请']);
    expect(searchLeafMenus(leaves, '  bank ').map((leaf) => leaf.node.id)).toEqual(['x']);
    // Groups are not results: 融资申请 is a group.
    expect(searchLeafMenus(leaves, '融资申请')).toEqual([]);
    expect(searchLeafMenus(leaves, '没有这个菜单')).toEqual([]);
    expect(searchLeafMenus(leaves, '   ')).toEqual([]);
  });

  it('lists at most the result limit', () => {
    const many = Array.from({ length: SEARCH_RESULT_LIMIT + 5 }, (_, i) =>
      menu(`m${i}`, `报表${i}`, { url: `/r/${i}` }),
    );
    expect(searchLeafMenus(leafMenus(many), '报表')).toHaveLength(SEARCH_RESULT_LIMIT);
  });

  it('finds the menu of a page by path, then by pathname, and never an iframe', () => {
    const leaves = leafMenus(sampleMenus);
    expect(menuPath(menu('a', 'a', { url: 'finance/apply-new' }))).toBe('/finance/apply-new');
    expect(findLeafByPath(leaves, '/finance/apply-new')?.node.id).toBe('l2');
    expect(findLeafByPath(leaves, '/finance/apply-list?page=2')?.node.id).toBe('l1');
    expect(findLeafByPath(leaves, '/report')).toBeUndefined();
    expect(findLeafById(leaves, 'l3')?.node.name).toBe('银行报表');
  });
});
