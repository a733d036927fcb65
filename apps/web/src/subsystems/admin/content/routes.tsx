import type { SubsystemRoute } from '@/lib/subsystem';
import { paths } from '@/lib/paths';
import { AdsPage } from './ads-page';
import { AgreementsPage } from './agreements-page';
import { FriendLinksPage } from './friend-links-page';
import { NewsPage } from './news-page';
import { PoliciesPage } from './policies-page';
import { SitePage } from './site-page';

/** Screens of this area; their layout, access and titles are in the app's route table. */
export const contentRoutes: SubsystemRoute[] = [
  { path: paths.contentNews, Component: NewsPage },
  { path: paths.contentAds, Component: AdsPage },
  { path: paths.contentPolicies, Component: PoliciesPage },
  { path: paths.contentAgreements, Component: AgreementsPage },
  { path: paths.contentFriendLinks, Component: FriendLinksPage },
  { path: paths.contentSite, Component: SitePage },
];
