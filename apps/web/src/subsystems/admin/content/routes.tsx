import type { SubsystemRoute } from '@/lib/subsystem';
import { lazyScreen } from '@/lib/subsystem';
import { paths } from '@/lib/paths';

/** Screens of this area; their layout, access and titles are in the app's route table. */
export const contentRoutes: SubsystemRoute[] = [
  { path: paths.contentNews, ...lazyScreen(() => import('./news-page').then((m) => m.NewsPage)) },
  { path: paths.contentAds, ...lazyScreen(() => import('./ads-page').then((m) => m.AdsPage)) },
  { path: paths.contentPolicies, ...lazyScreen(() => import('./policies-page').then((m) => m.PoliciesPage)) },
  {
    path: paths.contentAgreements,
    ...lazyScreen(() => import('./agreements-page').then((m) => m.AgreementsPage)),
  },
  {
    path: paths.contentFriendLinks,
    ...lazyScreen(() => import('./friend-links-page').then((m) => m.FriendLinksPage)),
  },
  { path: paths.contentSite, ...lazyScreen(() => import('./site-page').then((m) => m.SitePage)) },
];
