import { Component, useContext } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Result } from 'antd';
import { UNSAFE_DataRouterContext, UNSAFE_RouteContext, matchRoutes, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRouteMeta } from '@/app/route-table';
import { CONTENT_ROUTE_ID } from '@/app/subsystems/loader';

function findRoute(routes: readonly RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const found = route.children && findRoute(route.children, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The screens of the app as the router holds them now, subsystem routes patched in on first visit
 * included. react-router has no public hook for its route tree; its data-router context is the
 * stable way there. Read on every render, since patching adds routes.
 */
export function useContentRoutes(): RouteObject[] {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  if (!dataRouter) throw new Error('The user-centre layout needs a data router');
  return findRoute(dataRouter.router.routes, CONTENT_ROUTE_ID)?.children ?? [];
}

/** The translation key of the title of the screen at `path`, from the route table's metadata. */
export function routeTitleKey(routes: RouteObject[], path: string): string | undefined {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return matchRoutes(routes, pathname)
    ?.map((match) => match.route.handle as unknown)
    .findLast(isRouteMeta)?.titleKey;
}

/** Each tab is a routing root of its own: its page resolves relative links against its own path. */
const TAB_ROOT = { outlet: null, matches: [], isDataRoute: false };

function RoutesAt({ routes, path }: { routes: RouteObject[]; path: string }) {
  return useRoutes(routes, path);
}

/** The screen of one tab, rendered for the tab's own location rather than the address bar's. */
export function TabRoute({ routes, path }: { routes: RouteObject[]; path: string }) {
  return (
    <UNSAFE_RouteContext value={TAB_ROOT}>
      <TabErrorBoundary>
        <RoutesAt routes={routes} path={path} />
      </TabErrorBoundary>
    </UNSAFE_RouteContext>
  );
}

function PageFailed() {
  const { t } = useTranslation();
  return (
    <Result status="500" title={t('app.errorPages.serverError')} subTitle={t('userCentre.tabs.pageFailed')} />
  );
}

/**
 * A failing screen takes down its tab only; the refresh button re-mounts it. Details go to the
 * console, never to the page (as the router's own error boundary does).
 */
class TabErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[tabs] a screen failed:', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}
