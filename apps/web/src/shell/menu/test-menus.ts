import type { MenuNode } from '@scf/shared/schemas/menu';

/** Menu trees for tests: `menu('id', 'name', { url, children, ... })`. */
export function menu(id: string, name: string, fields: Partial<MenuNode> = {}): MenuNode {
  return {
    id,
    parentId: null,
    menuCode: `CODE_${id}`,
    name,
    url: '',
    icon: null,
    menuType: 'menu',
    isHidden: false,
    hidden: false,
    extField: null,
    hasCollect: 0,
    sysTitle: null,
    searchId: null,
    children: [],
    ...fields,
  };
}

/** Two roots: 融资管理 (a group with two pages and an iframe) and 账户管理 (one page). */
export const sampleMenus: MenuNode[] = [
  menu('r1', '融资管理', {
    children: [
      menu('g1', '融资申请', {
        parentId: 'r1',
        children: [
          menu('l1', '申请列表', { parentId: 'g1', url: '/finance/apply-list', hasCollect: 1 }),
          menu('l2', '新建申请', { parentId: 'g1', url: 'finance/apply-new' }),
          menu('h1', '隐藏页面', { parentId: 'g1', url: '/finance/hidden', isHidden: true }),
        ],
      }),
      menu('l3', '银行报表', { parentId: 'r1', url: 'https://bank.example.test/report', menuType: 'iframe' }),
    ],
  }),
  menu('r2', '账户管理', {
    children: [menu('l4', '账户列表', { parentId: 'r2', url: '/account/list' })],
  }),
];
