import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '@/app/layouts/common/skip-link';
import { SiteFooter } from '@/app/layouts/common/site-footer';
import { ToSignIn, useIsPublicRoute } from '@/app/layouts/common/to-sign-in';
import { HydrateInTurn } from '@/first-screen/hydrate-in-turn';
import { HydrationGate } from '@/first-screen/hydration-gate';
import { isSignedIn } from '@/lib/session';
import { PublicHeader } from './public-header';
import styles from './trading.module.css';
import { useNewPageAtTop } from './use-new-page-at-top';

/**
 * The public layout (business.md section 2): public header, full-width content, footer. A trading
 * route that is not public (the header's supply-chain pages) sends a visitor to sign in first.
 */
export function TradingLayout({ children }: { children: ReactNode }) {
  const location = useLocation();
  const isPublic = useIsPublicRoute();
  useNewPageAtTop();
  if (!isPublic && !isSignedIn()) return <ToSignIn path={location.pathname + location.search} />;
  return (
    <Layout className={styles.layout}>
      <SkipLink />
      {/* The home page and the product list come rendered by the server (first-screen/). */}
      <HydrationGate boxless>
        <HydrateInTurn name="header">
          <PublicHeader />
        </HydrateInTurn>
        <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.content}>
          {children}
        </Layout.Content>
        <HydrateInTurn name="footer">
          <SiteFooter variant="full" />
        </HydrateInTurn>
      </HydrationGate>
    </Layout>
  );
}
