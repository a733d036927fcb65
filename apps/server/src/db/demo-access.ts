import { PERMISSIONS } from '@scf/shared';
import type { PermissionCode } from '@scf/shared';

/**
 * The roles and menus seeded in every demo tenant (seed-access.ts). Menu urls are the business
 * routes of business.md section 2; names come in the three languages.
 */

export interface DemoRole {
  code: string;
  name: string;
  permissions: readonly PermissionCode[];
  /** Leaf menu codes; their root menus are granted with them. */
  menus: readonly string[];
}

export interface DemoMenu {
  code: string;
  names: readonly [zhCN: string, zhTW: string, enUS: string];
  url?: string;
  menuType?: 'menu' | 'iframe';
  children?: readonly DemoMenu[];
  /**
   * The codes its page acts with. A role that lists the menu and the code gets the code when the menu
   * is created, so a feature added later reaches an existing database with its rights (seed-access.ts).
   */
  permissions?: readonly PermissionCode[];
}

const all = <T extends Record<string, PermissionCode>>(family: T) => Object.values(family);
const { request, authorization, member } = PERMISSIONS;

/** A page of content management: its rights are editing and publishing. */
const contentMenu = (code: string, names: DemoMenu['names'], url: string): DemoMenu => ({
  code,
  names,
  url,
  permissions: all(PERMISSIONS.content),
});

export const DEMO_MENUS: readonly DemoMenu[] = [
  {
    code: 'ent_workbench',
    names: ['我的工作台', '我的工作台', 'My workspace'],
    children: [
      { code: 'ent_center', names: ['工作台', '工作台', 'Dashboard'], url: '/center/enterCenter' },
      {
        code: 'ent_realname',
        names: ['实名认证', '實名認證', 'Real-name verification'],
        url: '/member/realname',
      },
    ],
  },
  {
    code: 'ent_finance',
    names: ['融资服务', '融資服務', 'Financing'],
    children: [
      { code: 'ent_product', names: ['融资产品', '融資產品', 'Financing products'], url: '/product' },
      {
        code: 'ent_request_release',
        names: ['融资需求发布', '融資需求發佈', 'Publish a financing request'],
        url: '/request/requestRelease',
      },
      {
        code: 'ent_request_detail',
        names: ['融资需求详情', '融資需求詳情', 'Financing request details'],
        url: '/request/requestDetail',
      },
    ],
  },
  {
    code: 'ent_supply_chain',
    names: ['供应链服务', '供應鏈服務', 'Supply chain'],
    children: [
      {
        code: 'ent_accounts_receive',
        names: ['应收账款融资', '應收賬款融資', 'Receivables financing'],
        url: '/supplyChain/accountsReceive',
      },
      {
        code: 'ent_warehouse_receipt',
        names: ['仓单融资', '倉單融資', 'Warehouse receipt financing'],
        url: '/supplyChain/warehouseReceipt',
      },
      {
        code: 'ent_logistics',
        names: ['物流融资', '物流融資', 'Logistics financing'],
        url: '/supplyChain/logistics',
      },
    ],
  },
  {
    code: 'ent_repayment',
    names: ['还款与评价', '還款與評價', 'Repayment and reviews'],
    children: [
      {
        code: 'ent_repay_plan',
        names: ['还款计划', '還款計劃', 'Repayment plan'],
        url: '/tableList/repayPlan',
      },
      {
        code: 'ent_interpret',
        names: ['机构评价', '機構評價', 'Institution reviews'],
        url: '/tableList/interpret',
      },
    ],
  },
  {
    code: 'ent_company',
    names: ['企业管理', '企業管理', 'Company'],
    children: [
      {
        code: 'ent_company_info',
        names: ['企业信息', '企業資訊', 'Company details'],
        url: '/member/enterpriseInfo',
        permissions: [PERMISSIONS.enterprise.edit],
      },
      {
        code: 'ent_authorizations',
        names: ['授权管理', '授權管理', 'Authorisations'],
        url: '/member/authorizations',
        permissions: [authorization.apply, authorization.cancel],
      },
    ],
  },
  {
    code: 'org_workbench',
    names: ['我的工作台', '我的工作台', 'My workspace'],
    children: [
      { code: 'org_center', names: ['工作台', '工作台', 'Dashboard'], url: '/center/financeCenter' },
    ],
  },
  {
    code: 'org_products',
    names: ['产品管理', '產品管理', 'Products'],
    children: [
      {
        code: 'org_product_release',
        names: ['产品发布', '產品發佈', 'Publish a product'],
        url: '/product/productRelease',
      },
      { code: 'org_product_list', names: ['融资产品', '融資產品', 'Financing products'], url: '/product' },
    ],
  },
  {
    code: 'org_demand',
    names: ['需求管理', '需求管理', 'Demand'],
    children: [
      {
        code: 'org_rob_demand',
        names: ['抢单大厅', '搶單大廳', 'Open requests'],
        url: '/requiredManager/robDemand',
      },
      {
        code: 'org_alert_list',
        names: ['需求预警', '需求預警', 'Request alerts'],
        url: '/requiredManager/alertList',
      },
      {
        code: 'org_apply_list',
        names: ['融资申请受理', '融資申請受理', 'Financing applications'],
        url: '/finance/orgApplyList',
        permissions: [request.accept, request.credit, request.loan],
      },
      {
        code: 'org_needs_detail',
        names: ['需求详情', '需求詳情', 'Request details'],
        url: '/requiredManager/orgNeedsDetail',
      },
    ],
  },
  {
    code: 'org_management',
    names: ['机构管理', '機構管理', 'Institution'],
    children: [
      {
        code: 'org_account_managers',
        names: ['客户经理', '客戶經理', 'Account managers'],
        url: '/org/accountManagers',
        permissions: all(PERMISSIONS.accountManager),
      },
      {
        code: 'org_salesmen',
        names: ['业务员管理', '業務員管理', 'Salesmen'],
        url: '/org/salesmen',
        permissions: all(PERMISSIONS.salesman),
      },
      {
        code: 'org_authorizations',
        names: ['授权审核', '授權審核', 'Authorisation review'],
        url: '/org/authorizations',
        permissions: [authorization.auditPass, authorization.auditReject],
      },
    ],
  },
  {
    code: 'op_workbench',
    names: ['运营工作台', '運營工作台', 'Operations'],
    children: [{ code: 'op_center', names: ['工作台', '工作台', 'Dashboard'], url: '/center/financeCenter' }],
  },
  {
    code: 'op_system',
    names: ['系统管理', '系統管理', 'System'],
    children: [
      {
        code: 'op_roles',
        names: ['角色管理', '角色管理', 'Roles'],
        url: '/admin/roles',
        permissions: all(PERMISSIONS.role),
      },
      {
        code: 'op_users',
        names: ['用户管理', '用戶管理', 'Users'],
        url: '/admin/users',
        permissions: all(PERMISSIONS.user),
      },
      {
        code: 'op_menus',
        names: ['菜单管理', '選單管理', 'Menus'],
        url: '/admin/menus',
        permissions: all(PERMISSIONS.menu),
      },
    ],
  },
  {
    code: 'op_audit',
    names: ['审核中心', '審核中心', 'Reviews'],
    children: [
      {
        code: 'op_request_audit',
        names: ['需求审核', '需求審核', 'Request review'],
        url: '/admin/requestAudit',
        permissions: [request.audit],
      },
      {
        code: 'op_product_audit',
        names: ['产品审核', '產品審核', 'Product review'],
        url: '/admin/productAudit',
        permissions: [PERMISSIONS.product.audit],
      },
      {
        code: 'op_authorization_audit',
        names: ['授权审核', '授權審核', 'Authorisation review'],
        url: '/admin/authorizationAudit',
        permissions: [authorization.auditPass, authorization.auditReject],
      },
      {
        code: 'op_member_changes',
        names: ['企业信息变更审核', '企業資訊變更審核', 'Company detail changes'],
        url: '/admin/memberChanges',
        permissions: [member.changeReview],
      },
      {
        code: 'op_registration_review',
        names: ['企业注册审核', '企業註冊審核', 'Registration review'],
        url: '/member/registrationReview',
        permissions: [member.review, member.edit],
      },
      { code: 'op_products', names: ['融资产品', '融資產品', 'Financing products'], url: '/product' },
    ],
  },
  {
    code: 'op_content',
    names: ['内容管理', '內容管理', 'Content'],
    children: [
      contentMenu('op_content_news', ['新闻资讯管理', '新聞資訊管理', 'News'], '/admin/content/news'),
      contentMenu('op_content_ads', ['广告管理', '廣告管理', 'Ads'], '/admin/content/ads'),
      contentMenu(
        'op_content_policies',
        ['融资政策管理', '融資政策管理', 'Financing policies'],
        '/admin/content/policies',
      ),
      contentMenu(
        'op_content_agreements',
        ['协议管理', '協議管理', 'Agreements'],
        '/admin/content/agreements',
      ),
      contentMenu(
        'op_content_links',
        ['友情链接管理', '友情鏈接管理', 'Friend links'],
        '/admin/content/friendLinks',
      ),
      contentMenu('op_content_site', ['站点设置', '站點設置', 'Site settings'], '/admin/content/site'),
    ],
  },
  {
    code: 'info',
    names: ['资讯与帮助', '資訊與幫助', 'News and help'],
    children: [
      { code: 'info_news', names: ['新闻资讯', '新聞資訊', 'News'], url: '/newsList' },
      { code: 'info_voucher', names: ['电子凭证', '電子憑證', 'Electronic vouchers'], url: '/voucher' },
      { code: 'info_bill', names: ['电子票据', '電子票據', 'Electronic bills'], url: '/bill' },
      { code: 'info_about', names: ['平台介绍', '平台介紹', 'About the platform'], url: '/terraceAbout' },
      { code: 'info_help', names: ['帮助文档', '幫助文檔', 'Help'], url: '/help', menuType: 'iframe' },
    ],
  },
];

const INFO = ['info_news', 'info_voucher', 'info_bill', 'info_about', 'info_help'];

export const DEMO_ROLES: readonly DemoRole[] = [
  {
    code: 'supplier',
    name: '供应商',
    permissions: [
      request.add,
      request.edit,
      request.submit,
      request.cancel,
      request.confirm,
      request.judge,
      ...all(PERMISSIONS.finance),
      PERMISSIONS.repayment.confirm,
      PERMISSIONS.enterprise.edit,
      authorization.apply,
      authorization.cancel,
    ],
    menus: [
      'ent_center',
      'ent_realname',
      'ent_product',
      'ent_request_release',
      'ent_request_detail',
      'ent_accounts_receive',
      'ent_warehouse_receipt',
      'ent_logistics',
      'ent_repay_plan',
      'ent_interpret',
      'ent_company_info',
      'ent_authorizations',
      ...INFO,
    ],
  },
  {
    code: 'financeOrg',
    name: '金融机构',
    permissions: [
      ...all(PERMISSIONS.product).filter((code) => code !== PERMISSIONS.product.audit),
      ...all(PERMISSIONS.accountManager),
      ...all(PERMISSIONS.salesman),
      request.accept,
      request.acceptRob,
      request.audit,
      request.credit,
      request.loan,
      authorization.auditPass,
      authorization.auditReject,
    ],
    menus: [
      'org_center',
      'org_product_release',
      'org_product_list',
      'org_rob_demand',
      'org_alert_list',
      'org_apply_list',
      'org_needs_detail',
      'org_account_managers',
      'org_salesmen',
      'org_authorizations',
      ...INFO,
    ],
  },
  {
    code: 'operator',
    name: '平台运营',
    permissions: [
      ...all(PERMISSIONS.role),
      ...all(PERMISSIONS.product),
      ...all(PERMISSIONS.accountManager),
      request.audit,
      authorization.auditPass,
      authorization.auditReject,
      member.review,
      member.edit,
      member.changeReview,
      ...all(PERMISSIONS.salesman),
      ...all(PERMISSIONS.user),
      ...all(PERMISSIONS.menu),
      ...all(PERMISSIONS.content),
    ],
    menus: [
      'op_center',
      'op_roles',
      'op_users',
      'op_menus',
      'op_request_audit',
      'op_product_audit',
      'op_authorization_audit',
      'op_member_changes',
      'op_registration_review',
      'op_products',
      'org_account_managers',
      'org_salesmen',
      'op_content_news',
      'op_content_ads',
      'op_content_policies',
      'op_content_agreements',
      'op_content_links',
      'op_content_site',
      ...INFO,
    ],
  },
  {
    // An enterprise not yet verified: it may look at everything an enterprise sees, and do nothing.
    code: 'toVerified',
    name: '待认证企业',
    permissions: [],
    menus: ['ent_center', 'ent_realname', 'ent_product', 'ent_request_detail', 'ent_repay_plan', ...INFO],
  },
  {
    // The handling operator of an approved enterprise (registration operator_type operating_sup):
    // prepares requests and financing applications, the reviewing operator confirms them.
    code: 'operating_sup',
    name: '经办操作员',
    permissions: [
      request.add,
      request.edit,
      request.submit,
      request.cancel,
      ...all(PERMISSIONS.finance),
      PERMISSIONS.enterprise.edit,
      authorization.apply,
      authorization.cancel,
    ],
    menus: [
      'ent_center',
      'ent_realname',
      'ent_product',
      'ent_request_release',
      'ent_request_detail',
      'ent_accounts_receive',
      'ent_warehouse_receipt',
      'ent_logistics',
      'ent_repay_plan',
      'ent_interpret',
      'ent_company_info',
      'ent_authorizations',
      ...INFO,
    ],
  },
  {
    // The reviewing operator (review_sup): checks what the handling operator prepared.
    code: 'review_sup',
    name: '复核操作员',
    permissions: [
      request.confirm,
      request.judge,
      request.cancel,
      PERMISSIONS.repayment.confirm,
      PERMISSIONS.finance.applyList,
      authorization.cancel,
    ],
    menus: [
      'ent_center',
      'ent_realname',
      'ent_product',
      'ent_request_detail',
      'ent_repay_plan',
      'ent_interpret',
      ...INFO,
    ],
  },
];
