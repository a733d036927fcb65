import type { SubsystemName } from '@/app/subsystems/registry';
import { paths } from '@/lib/paths';

/** 'trading' is the public layout (business.md section 2); any other style uses the user centre. */
export type StyleType = 'trading' | 'user-centre';

/** What the app knows about a path before (and without) loading the code behind it. */
export interface RouteMeta {
  /** The subsystem whose chunk provides the screen; null for screens built into the app. */
  subsystem: string | null;
  styleType: StyleType;
  /** Reachable without signing in (business.md section 2, public routes). */
  public: boolean;
  /** Translation key of the page title; a start-up text, so it reads before the subsystem loads. */
  titleKey: string;
}

export interface RouteDefinition extends RouteMeta {
  path: string;
}

/** A row of this app's table: its subsystem must be one the registry can load. */
export interface RouteEntry extends RouteDefinition {
  subsystem: SubsystemName | null;
}

/** Every path of the portal, in one place. A subsystem's route is mounted only if it is listed here. */
export const routeTable = [
  { path: paths.home, subsystem: 'portal', styleType: 'trading', public: true, titleKey: 'app.routes.home' },
  {
    path: paths.homeAlias,
    subsystem: 'portal',
    styleType: 'trading',
    public: true,
    titleKey: 'app.routes.home',
  },
  {
    path: paths.voucher,
    subsystem: 'portal',
    styleType: 'trading',
    public: true,
    titleKey: 'app.routes.voucher',
  },
  { path: paths.bill, subsystem: 'portal', styleType: 'trading', public: true, titleKey: 'app.routes.bill' },
  {
    path: paths.about,
    subsystem: 'portal',
    styleType: 'trading',
    public: true,
    titleKey: 'app.routes.about',
  },
  { path: paths.help, subsystem: 'portal', styleType: 'trading', public: true, titleKey: 'app.routes.help' },
  {
    path: paths.product,
    subsystem: 'portal',
    styleType: 'trading',
    public: true,
    titleKey: 'app.routes.product',
  },
  {
    path: paths.productDetail,
    subsystem: 'portal',
    styleType: 'trading',
    public: true,
    titleKey: 'app.routes.productDetail',
  },
  {
    path: paths.newsList,
    subsystem: 'portal',
    styleType: 'trading',
    public: true,
    titleKey: 'app.routes.newsList',
  },
  {
    path: paths.newsDetail,
    subsystem: 'portal',
    styleType: 'trading',
    public: true,
    titleKey: 'app.routes.newsDetail',
  },
  // Not among the spec's public routes, yet the home banners (adType 4) open it for visitors too.
  {
    path: paths.policyDetail,
    subsystem: 'portal',
    styleType: 'trading',
    public: true,
    titleKey: 'app.routes.policyDetail',
  },
  // Linked from the public header, yet not among the spec's public routes: a visitor signs in first.
  {
    path: paths.supplyChainReceivable,
    subsystem: 'portal',
    styleType: 'trading',
    public: false,
    titleKey: 'app.routes.supplyChainReceivable',
  },
  {
    path: paths.supplyChainWarehouse,
    subsystem: 'portal',
    styleType: 'trading',
    public: false,
    titleKey: 'app.routes.supplyChainWarehouse',
  },
  {
    path: paths.supplyChainLogistics,
    subsystem: 'portal',
    styleType: 'trading',
    public: false,
    titleKey: 'app.routes.supplyChainLogistics',
  },
  {
    path: paths.register,
    subsystem: 'member',
    styleType: 'trading',
    public: true,
    titleKey: 'app.routes.register',
  },
  {
    path: paths.realName,
    subsystem: 'member',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.realname',
  },
  // The phone that scans the QR code is not signed in: the link's signed token proves the user.
  {
    path: paths.realNameScan,
    subsystem: 'member',
    styleType: 'trading',
    public: true,
    titleKey: 'app.routes.realname',
  },
  {
    path: paths.registrationReview,
    subsystem: 'member',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.registrationReview',
  },
  {
    path: paths.productRelease,
    subsystem: 'product',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.productRelease',
  },
  {
    path: paths.productAudit,
    subsystem: 'product',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.productAudit',
  },
  {
    path: paths.financeCenter,
    subsystem: 'finance',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.financeCenter',
  },
  {
    path: paths.enterCenter,
    subsystem: 'finance',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.enterCenter',
  },
  {
    path: paths.robDemand,
    subsystem: 'finance',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.robDemand',
  },
  {
    path: paths.alertList,
    subsystem: 'finance',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.alertList',
  },
  {
    path: paths.orgNeedsDetail,
    subsystem: 'finance',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.orgNeedsDetail',
  },
  {
    path: paths.orgApplyList,
    subsystem: 'finance',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.orgApplyList',
  },
  {
    path: paths.requestRelease,
    subsystem: 'finance',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.requestRelease',
  },
  {
    path: paths.requestDetail,
    subsystem: 'finance',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.requestDetail',
  },
  {
    path: paths.repayPlan,
    subsystem: 'finance',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.repayPlan',
  },
  {
    path: paths.interpret,
    subsystem: 'finance',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.interpret',
  },
  // Administration (issue 7).
  {
    path: paths.enterpriseInfo,
    subsystem: 'member',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.enterpriseInfo',
  },
  {
    path: paths.memberAuthorizations,
    subsystem: 'member',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.memberAuthorizations',
  },
  {
    path: paths.memberChanges,
    subsystem: 'member',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.memberChanges',
  },
  {
    path: paths.requestAudit,
    subsystem: 'finance',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.requestAudit',
  },
  {
    path: paths.orgAccountManagers,
    subsystem: 'admin',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.orgAccountManagers',
  },
  {
    path: paths.orgSalesmen,
    subsystem: 'admin',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.orgSalesmen',
  },
  {
    path: paths.orgAuthorizations,
    subsystem: 'admin',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.orgAuthorizations',
  },
  {
    path: paths.authorizationAudit,
    subsystem: 'admin',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.authorizationAudit',
  },
  {
    path: paths.adminRoles,
    subsystem: 'admin',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.adminRoles',
  },
  {
    path: paths.userManagement,
    subsystem: 'admin',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.userManagement',
  },
  {
    path: paths.adminMenus,
    subsystem: 'admin',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.adminMenus',
  },
  {
    path: paths.contentNews,
    subsystem: 'admin',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.contentNews',
  },
  {
    path: paths.contentAds,
    subsystem: 'admin',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.contentAds',
  },
  {
    path: paths.contentPolicies,
    subsystem: 'admin',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.contentPolicies',
  },
  {
    path: paths.contentAgreements,
    subsystem: 'admin',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.contentAgreements',
  },
  {
    path: paths.contentFriendLinks,
    subsystem: 'admin',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.contentFriendLinks',
  },
  {
    path: paths.contentSite,
    subsystem: 'admin',
    styleType: 'user-centre',
    public: false,
    titleKey: 'app.routes.contentSite',
  },
  // The application pages follow the product detail in the public layout; only the apply page is
  // among the spec's public routes (a visitor sees the product and is asked to sign in).
  {
    path: paths.productApply,
    subsystem: 'apply',
    styleType: 'trading',
    public: true,
    titleKey: 'app.routes.productApply',
  },
  {
    path: paths.receivableDiscountAdd,
    subsystem: 'apply',
    styleType: 'trading',
    public: false,
    titleKey: 'app.routes.receivableDiscountAdd',
  },
  {
    path: paths.waybillApply,
    subsystem: 'apply',
    styleType: 'trading',
    public: false,
    titleKey: 'app.routes.waybillApply',
  },
  {
    path: paths.scbcApply,
    subsystem: 'apply',
    styleType: 'trading',
    public: false,
    titleKey: 'app.routes.scbcApply',
  },
  {
    path: paths.wmsApply,
    subsystem: 'apply',
    styleType: 'trading',
    public: false,
    titleKey: 'app.routes.wmsApply',
  },
  {
    path: paths.notFound,
    subsystem: null,
    styleType: 'trading',
    public: true,
    titleKey: 'app.errorPages.notFound',
  },
  {
    path: paths.forbidden,
    subsystem: null,
    styleType: 'trading',
    public: true,
    titleKey: 'app.errorPages.forbidden',
  },
  {
    path: paths.serverError,
    subsystem: null,
    styleType: 'trading',
    public: true,
    titleKey: 'app.errorPages.serverError',
  },
] as const satisfies readonly RouteEntry[];

/**
 * Screens with their own full-page layout (no header or footer), mounted beside the root layout
 * rather than inside it; each is a lazily loaded chunk of the shell. Their screens set the title.
 */
export const standaloneRouteTable = [
  { path: paths.login, public: true, titleKey: 'login.pageTitle' },
] as const satisfies readonly Pick<RouteDefinition, 'path' | 'public' | 'titleKey'>[];

export type StandaloneRoutePath = (typeof standaloneRouteTable)[number]['path'];

/** The id of the catch-all route: a path no screen claims (yet), such as a menu whose screen is not built. */
export const UNCLAIMED_ROUTE_ID = 'unclaimed';

/** Paths whose screens are part of the app bundle rather than of a subsystem. */
export type AppRoutePath = Extract<(typeof routeTable)[number], { subsystem: null }>['path'];

export function routeMetaOf({
  subsystem,
  styleType,
  public: isPublic,
  titleKey,
}: RouteDefinition): RouteMeta {
  return { subsystem, styleType, public: isPublic, titleKey };
}

export function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && 'styleType' in handle && 'titleKey' in handle;
}
