import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '@/app/layouts/common/skip-link';
import { SiteFooter } from '@/app/layouts/common/site-footer';
import { PublicHeader } from './public-header';
import styles from './trading.module.css';

/** The public layout (business.md section 2): public header, full-width content, footer. */
export function TradingLayout({ children }: { children: ReactNode }) {
  return (
    <Layout className={styles.layout}>
      <SkipLink />
      <PublicHeader />
      <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.content}>
        {children}
      </Layout.Content>
      <SiteFooter />
    </Layout>
  );
}
