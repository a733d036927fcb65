import { Suspense, lazy, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UNCLAIMED_ROUTE_ID, isRouteMeta } from '@/app/route-table';
import type { RouteMeta, StyleType } from '@/app/route-table';
import { NavigationProgress } from '@/app/layouts/common/navigation-progress';
import { layoutLoaders, layoutTexts } from '@/app/layouts/load-layout';
import { LoadingScreen } from '@/app/startup/loading-screen';
import { QueryProvider } from '@/app/query-provider';
import { isSignedIn } from '@/lib/session';

const lazyLayout = (style: StyleType) =>
  lazy(() => {
    const load = layoutLoaders[style];
    return (layoutTexts[style]?.beside(load) ?? load()).then((Component) => ({ default: Component }));
  });
const TradingLayout = lazyLayout('trading');
const UserCentreLayout = lazyLayout('user-centre');

/** The metadata of the deepest matched route that has some, and whether no screen claimed the path. */
function useRouteMeta(): { meta: RouteMeta | undefined; unclaimed: boolean } {
  const matches = useMatches();
  return {
    meta: matches.map((match) => match.handle).findLast(isRouteMeta),
    unclaimed: matches.at(-1)?.id === UNCLAIMED_ROUTE_ID,
  };
}

/** Picks the layout from the route's styleType (business.md section 2) and titles the page. */
export function RootLayout() {
  const { t } = useTranslation();
  const { meta, unclaimed } = useRouteMeta();
  const appName = t('app.name');
  const title = meta ? `${t(meta.titleKey)} | ${appName}` : appName;

  useEffect(() => {
    document.title = title;
  }, [title]);

  // A signed-in user on a path no screen claims (a menu whose screen is not built yet) stays in the
  // user centre and sees the 404 page in a tab; a visitor gets it in the public layout.
  const trading = meta?.styleType === 'trading' && !(unclaimed && isSignedIn());
  const Layout = trading ? TradingLayout : UserCentreLayout;
  return (
    <QueryProvider>
      <NavigationProgress />
      <Suspense fallback={<LoadingScreen />}>
        <Layout>
          <Outlet />
        </Layout>
      </Suspense>
    </QueryProvider>
  );
}
