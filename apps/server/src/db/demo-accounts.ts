import type { UserType } from '@/db/schema.ts';
import { markdownTable } from '@/lib/markdown-table.ts';

/**
 * The demo data seeded in demo mode. The same list is printed at server start and in the README,
 * so what a visitor is told to type is what the database holds.
 */

export interface DemoTenant {
  code: string;
  name: string;
  kindCode: string;
}

export interface DemoAccount {
  tenantCode: string;
  account: string;
  password: string;
  name: string;
  userType: UserType;
  rawRoleCode: string;
  roleCode: string;
  mobile: string;
  email: string;
  description: string;
}

export const DEMO_TENANTS: readonly DemoTenant[] = [
  { code: 'T001', name: '演示租户一', kindCode: 'scf' },
  { code: 'T002', name: '演示租户二', kindCode: 'scf' },
];

/**
 * Four accounts in each tenant, one per role; comp02 holds no permission at all, so the browser
 * tests can show a refused action. The account names repeat across tenants on purpose: an account is
 * unique only within its tenant, and the demo shows that the tenant picked at sign-in matters.
 */
const ROLES = [
  {
    account: 'comp01',
    password: 'Comp@12345',
    name: '演示企业用户',
    userType: 'comp',
    rawRoleCode: 'normal',
    roleCode: 'supplier',
    description: '企业用户（供应商）：申请融资、发布需求',
  },
  {
    account: 'bank01',
    password: 'Bank@12345',
    name: '演示金融机构用户',
    userType: 'financeOrg',
    rawRoleCode: 'normal',
    roleCode: 'financeOrg',
    description: '金融机构用户：发布产品、受理与放款',
  },
  {
    account: 'admin01',
    password: 'Admin@12345',
    name: '演示运营人员',
    userType: 'operator',
    rawRoleCode: 'normal',
    roleCode: 'operator',
    description: '平台运营人员：审核与管理',
  },
  {
    account: 'comp02',
    password: 'Comp@12345',
    name: '演示待认证企业用户',
    userType: 'comp',
    rawRoleCode: 'toVerified',
    roleCode: 'toVerified',
    description: '待认证企业用户：只能浏览，没有任何操作权限',
  },
] as const satisfies readonly Omit<DemoAccount, 'tenantCode' | 'mobile' | 'email'>[];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = DEMO_TENANTS.flatMap((tenant, t) =>
  ROLES.map((role, r) => ({
    ...role,
    tenantCode: tenant.code,
    mobile: `1380000${t + 1}${String(r + 1).padStart(3, '0')}`,
    email: `${role.account}@${tenant.code.toLowerCase()}.demo.scf`,
  })),
);

export const demoAccountsTable = (): string =>
  markdownTable(
    ['tenant', 'account', 'password', 'role', 'description'],
    DEMO_ACCOUNTS.map((a) => {
      const tenant = DEMO_TENANTS.find((t) => t.code === a.tenantCode);
      return [`${a.tenantCode} ${tenant?.name ?? ''}`, a.account, a.password, a.userType, a.description];
    }),
  );
