/**
 * Paths other code links to. The app's route table (src/app/route-table.ts) says which screen,
 * layout and access each path has; this list only names them, so that subsystems can link without
 * importing the app.
 */
export const paths = {
  root: '/',
  home: '/index',
  homeAlias: '/mainIndex',
  login: '/login',
  register: '/zjtRegister',
  voucher: '/voucher',
  bill: '/bill',
  help: '/help',
  newsList: '/newsList',
  newsDetail: '/newsList/detail',
  policyDetail: '/policyDetail',
  about: '/terraceAbout',
  product: '/product',
  productDetail: '/prodDetail',
  /** The application page: FSP voucher products, and credit products drawn on a credit line. */
  productApply: '/prodDetail/apply',
  /** Where a receivable product's 'apply now' leads (business.md section 2, under the home path). */
  receivableDiscountAdd: '/cfp/voucherDiscount/add',
  /** The loan types' own application pages (LOGMIS waybills, SCBC receivables, WMS receipts). */
  waybillApply: '/waybill/finance/apply',
  scbcApply: '/scbc/finance/productFinanceAdd',
  wmsApply: '/wms/financing/apply',
  realName: '/member/realname',
  /** The phone page a real-name QR code opens (`?token=`); public, the token proves the user. */
  realNameScan: '/member/realname/scan',
  /** The back office's review of enterprise registrations (ours: the spec names no path). */
  registrationReview: '/member/registrationReview',
  supplyChainReceivable: '/supplyChain/accountsReceive',
  supplyChainWarehouse: '/supplyChain/warehouseReceipt',
  supplyChainLogistics: '/supplyChain/logistics',
  /** The workbenches (dashboards) of institutions and of enterprises. */
  financeCenter: '/center/financeCenter',
  enterCenter: '/center/enterCenter',
  /** Financing (issue 6). Institution: products, the grab hall, alerts, demand and request handling. */
  productRelease: '/product/productRelease',
  /** The back office's product audit (ours: the spec names no path). */
  productAudit: '/admin/productAudit',
  robDemand: '/requiredManager/robDemand',
  alertList: '/requiredManager/alertList',
  orgNeedsDetail: '/requiredManager/orgNeedsDetail',
  /** The institution's financing applications to accept, credit, lend or decline (ours). */
  orgApplyList: '/finance/orgApplyList',
  /** Enterprise: publish a demand, its requests with their statuses, repayment plans, reviews. */
  requestRelease: '/request/requestRelease',
  requestDetail: '/request/requestDetail',
  repayPlan: '/tableList/repayPlan',
  interpret: '/tableList/interpret',
  /** The top bar's user management (an account manager's menu in the demo menus). */
  userManagement: '/admin/users',
  /** Administration (issue 7): enterprise, institution and back-office management screens. */
  enterpriseInfo: '/member/enterpriseInfo',
  memberAuthorizations: '/member/authorizations',
  memberChanges: '/admin/memberChanges',
  requestAudit: '/admin/requestAudit',
  orgAccountManagers: '/org/accountManagers',
  orgSalesmen: '/org/salesmen',
  orgAuthorizations: '/org/authorizations',
  authorizationAudit: '/admin/authorizationAudit',
  adminRoles: '/admin/roles',
  adminMenus: '/admin/menus',
  contentNews: '/admin/content/news',
  contentAds: '/admin/content/ads',
  contentPolicies: '/admin/content/policies',
  contentAgreements: '/admin/content/agreements',
  contentFriendLinks: '/admin/content/friendLinks',
  contentSite: '/admin/content/site',
  notFound: '/errors/404',
  forbidden: '/errors/403',
  serverError: '/errors/500',
} as const;

/** The page each apply channel of check_product_access leads to; the dialog is no page. */
export const applyPaths = {
  page: paths.productApply,
  discount: paths.receivableDiscountAdd,
  waybill: paths.waybillApply,
  scbc: paths.scbcApply,
  wms: paths.wmsApply,
} as const;
