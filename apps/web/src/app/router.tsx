import { createBrowserRouter, matchPath, redirect } from 'react-router';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/lib/paths';
import { i18n, readStoredLanguage, requireLaterTexts } from '@/lib/i18n';
import { requestConfigured } from '@/lib/request';
import { requireFeatureValidationTexts } from '@/lib/form/validation-texts';
import type { PrefetchData, SubsystemModule } from '@/lib/subsystem';
import { ForbiddenPage, NotFoundPage, ServerErrorPage } from './errors/error-pages';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { UNCLAIMED_ROUTE_ID, routeMetaOf, routeTable, standaloneRouteTable } from './route-table';
import type { AppRoutePath, StandaloneRoutePath } from './route-table';
import { layoutDataPrefetchers, layoutLoaders, layoutTexts } from './layouts/load-layout';
import { LoadingScreen } from './startup/loading-screen';
import { CONTENT_ROUTE_ID, createSubsystemLoader } from './subsystems/loader';
import type { SubsystemLoader } from './subsystems/loader';
import { subsystemRegistry } from './subsystems/registry';

/** The screens the app itself provides; keyed by path so the route table and this stay in step. */
const appScreens: Record<AppRoutePath, ComponentType> = {
  [paths.notFound]: NotFoundPage,
  [paths.forbidden]: ForbiddenPage,
  [paths.serverError]: ServerErrorPage,
};

const loadLoginScreen = () => import('@/shell/login');

/** The full-page screens, each fetched when first visited. */
const standaloneScreens: Record<StandaloneRoutePath, NonNullable<RouteObject['lazy']>> = {
  [paths.login]: () => loadLoginScreen().then((module) => module.loginRoute()),
};

// The layouts and the shell (menus, tabs, header) are their own chunk: /login needs none of them.
const loadRootLayout = () => import('./root-layout').then((module) => ({ Component: module.RootLayout }));
// The root layout's query cache, the one the first screen's data is fetched into.
const loadQueryClient = () => import('./query-client').then((module) => module.appQueryClient);

/**
 * main.tsx fetches the code of the first path beside the start-up requests rather than after them:
 * the login screen, or the root layout, the layout of the path (by its styleType; an unknown path
 * shows the 404 page in the public layout), the subsystem that owns it and then the path's screen.
 * It also fetches the public data the layout and the screen show first (their `prefetch`, into the
 * app's query cache), once the request client is configured: the data then arrives while the
 * screen's code does and renders, instead of being asked for only once the screen has rendered.
 * Not `withData` when the server rendered the screen and sent its data with it (first-screen/).
 */
export function preloadFirstScreen(pathname: string, search = '', withData = true): void {
  // A failed prefetch costs nothing: the screen asks for its data itself, and says what failed. A
  // failure to load code is reported by the route's own lazy(), or the subsystem loader, which try
  // again.
  if (pathname === paths.login) {
    const login = loadLoginScreen();
    Promise.all([login, requestConfigured])
      .then(([module]) => module.prefetchLogin())
      .catch(() => undefined);
    return;
  }
  const prefetch = (prefetcher: Promise<PrefetchData | undefined>) => {
    Promise.all([prefetcher, withData && loadQueryClient(), requestConfigured])
      .then(
        ([run, queryClient]) => queryClient && run?.(queryClient, i18n.language, new URLSearchParams(search)),
      )
      .catch(() => undefined);
  };
  const { styleType, subsystem, route, layoutData, screenData } = firstScreenOf(pathname);
  loadRootLayout().catch(() => undefined);
  layoutLoaders[styleType]().catch(() => undefined);
  layoutTexts[styleType]?.preload(readStoredLanguage()).catch(() => undefined);
  prefetch(layoutData);
  if (!subsystem) return;
  // Its texts in the language i18n is starting with: the router asks for them only once it has started.
  subsystem.then(({ texts }) => texts[readStoredLanguage()]()).catch(() => undefined);
  // The screen's own chunk, as soon as its subsystem is here rather than once the router has
  // started (after the runtime config and the texts) and matched the path.
  route
    .then((found) => (typeof found?.lazy === 'function' ? found.lazy() : undefined))
    .catch(() => undefined);
  prefetch(screenData);
}

/**
 * What the first screen at `pathname` is made of: its layout (by the route table's styleType; an
 * unknown path shows the 404 page in the public layout), the subsystem that owns it and its route
 * there, and the prefetches of the layout's and the screen's data. The subsystem's code is asked
 * for at once.
 */
export function firstScreenOf(pathname: string) {
  const entry = routeTable.find(({ path }) => matchPath(path, pathname));
  const styleType = entry?.styleType ?? 'trading';
  const subsystem: Promise<SubsystemModule> | undefined = entry?.subsystem
    ? subsystemRegistry[entry.subsystem]()
    : undefined;
  const route = Promise.resolve(subsystem).then((module) =>
    module?.routes.find((candidate) => matchPath(candidate.path, pathname)),
  );
  const layoutData = Promise.resolve(layoutDataPrefetchers[styleType]?.());
  const screenData = route.then((found) => found?.loadPrefetch?.() ?? found?.prefetch);
  return { styleType, subsystem, route, layoutData, screenData };
}

/**
 * Adds the routes of the subsystem that owns `pathname` to `routes` before a router starts with them:
 * a first screen the server rendered (first-screen/) needs its own route at once, where the browser
 * router otherwise patches it in when the path is first visited.
 */
export async function withSubsystemRoutes(
  routes: RouteObject[],
  pathname: string,
  loader: SubsystemLoader,
): Promise<RouteObject[]> {
  const owned = await loader.routesFor(pathname);
  if (owned.length === 0) return routes;
  const addTo = (route: RouteObject): RouteObject => {
    if (route.index) return route;
    if (route.id === CONTENT_ROUTE_ID) return { ...route, children: [...owned, ...(route.children ?? [])] };
    return route.children ? { ...route, children: route.children.map(addTo) } : route;
  };
  return routes.map(addTo);
}

type TableEntry = (typeof routeTable)[number];
const isAppEntry = (entry: TableEntry): entry is Extract<TableEntry, { subsystem: null }> =>
  entry.subsystem === null;

/**
 * The route tree known at start-up. Subsystem routes are patched into the `content` route when
 * first visited; any path nobody claims falls through to the 404 page.
 */
export function buildAppRoutes(): RouteObject[] {
  const notFound = routeTable.find((entry) => entry.path === paths.notFound);
  return [
    ...standaloneRouteTable.map(({ path }) => ({
      id: path,
      path,
      lazy: standaloneScreens[path],
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: LoadingScreen,
    })),
    {
      id: 'root',
      path: paths.root,
      lazy: loadRootLayout,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: LoadingScreen,
      children: [
        {
          id: CONTENT_ROUTE_ID,
          // Inside the layout, so a failing screen shows its error page with header and footer.
          ErrorBoundary: RouteErrorBoundary,
          children: [
            // The loader redirects before anything renders; the component is what an empty leaf
            // would show meanwhile, which react-router warns about otherwise.
            { index: true, loader: () => redirect(paths.home), Component: LoadingScreen },
            ...routeTable.filter(isAppEntry).map((entry) => ({
              path: entry.path,
              Component: appScreens[entry.path],
              handle: routeMetaOf(entry),
            })),
            {
              id: UNCLAIMED_ROUTE_ID,
              path: '*',
              Component: NotFoundPage,
              handle: notFound && routeMetaOf(notFound),
            },
          ],
        },
      ],
    },
  ];
}

export function createAppSubsystemLoader(): SubsystemLoader {
  return createSubsystemLoader({
    registry: subsystemRegistry,
    routeTable,
    requireLaterTexts,
    requireValidationTexts: requireFeatureValidationTexts,
  });
}

/** `routes` are given when the first path's lazy routes were resolved before (first-screen/hydrate). */
export function createAppRouter(
  loader: SubsystemLoader = createAppSubsystemLoader(),
  routes: RouteObject[] = buildAppRoutes(),
) {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: loader.patchRoutesOnNavigation });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
