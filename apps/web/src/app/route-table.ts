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
