import { Suspense, lazy, useId, useState } from 'react';
import { Button, Drawer, Layout, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { isSignedIn, readUserInfo } from '@/lib/session';
import { ButtonLink } from '@/components/button-link';
import { LanguageSwitch } from '@/app/layouts/common/language-switch';
import { Logo } from '@/app/layouts/common/logo';
import { userCentreTexts } from '@/app/layouts/user-centre/texts';
import { usePageConfig } from './api/use-page-config';
import { HeaderNewsList, HeaderNewsMenu } from './header-news';
import { activeMenuPath, publicMenu, supplyChainLinks } from './public-menu';
import styles from './trading.module.css';

// Only a signed-in user can need it: its dialog, form and texts (the user centre's) stay out of what
// visitors load.
const ForcedPasswordChange = lazy(() =>
  userCentreTexts
    .beside(() => import('@/shell/header/forced-password-change'))
    .then((module) => ({ default: module.ForcedPasswordChange })),
);

/**
 * The trading layout's header: a top bar with the supply-chain links and the latest news, then the
 * logo (the tenant's from the page configuration when it has one), the public menu, language
 * switch, Register and Login (the workbench once signed in). Below the desktop breakpoint the top
 * bar, the menu and the buttons move into a drawer behind a menu button, and on phones the language
 * switch follows them so the platform name keeps its room. The top bar sits outside the sticky header, so it scrolls
 * away and the header stays one line high.
 */
export function PublicHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const closeDrawer = () => setDrawerOpen(false);
  const { data: pageConfig } = usePageConfig();

  const active = activeMenuPath(pathname);
  const items: MenuProps['items'] = publicMenu.map(({ path, labelKey }) => ({
    key: path,
    label: (
      <Link to={path} onClick={closeDrawer}>
        {t(labelKey)}
      </Link>
    ),
  }));
  const selectedKeys = active ? [active] : [];

  // A signed-in user (the login lands on /mainIndex, a public page) goes on to their workbench.
  const accountButtons = isSignedIn() ? (
    <ButtonLink
      to={readUserInfo()?.userType === 'financeOrg' ? paths.financeCenter : paths.enterCenter}
      type="primary"
      onNavigate={closeDrawer}
    >
      {t('app.header.workbench')}
    </ButtonLink>
  ) : (
    <>
      <ButtonLink to={paths.register} onNavigate={closeDrawer}>
        {t('app.header.register')}
      </ButtonLink>
      <ButtonLink to={paths.login} type="primary" onNavigate={closeDrawer}>
        {t('app.header.login')}
      </ButtonLink>
    </>
  );

  const supplyChain = (onNavigate?: () => void) =>
    supplyChainLinks.map(({ path, labelKey }) => (
      <li key={path}>
        <Link to={path} onClick={onNavigate} aria-current={pathname === path ? 'page' : undefined}>
          {t(labelKey)}
        </Link>
      </li>
    ));

  return (
    <>
      <div className={styles.topBar}>
        <div className={styles.topBarInner}>
          <nav className={styles.topSupply} aria-label={t('publicHeader.supplyChain')}>
            <span className={styles.topLabel} aria-hidden="true">
              {t('publicHeader.supplyChain')}
            </span>
            <ul className={styles.topLinks}>{supplyChain()}</ul>
          </nav>
          <HeaderNewsMenu />
        </div>
      </div>
      {/* A signed-in user still on the platform's default password changes it first (checkDefaultPwd). */}
      {isSignedIn() ? (
        <Suspense fallback={null}>
          <ForcedPasswordChange />
        </Suspense>
      ) : null}
      <Layout.Header className={styles.header}>
        <div className={styles.headerInner}>
          <Logo imageSrc={pageConfig?.headerLogoUrl} />
          <nav className={styles.desktopNav} aria-label={t('app.header.mainNav')}>
            <Menu mode="horizontal" items={items} selectedKeys={selectedKeys} className={styles.menu} />
          </nav>
          <div className={styles.actions}>
            <LanguageSwitch className={styles.languageSwitch} />
            <div className={styles.desktopOnly}>{accountButtons}</div>
            <Button
              className={styles.menuButton}
              icon={<MenuOutlined aria-hidden="true" />}
              aria-label={t('app.header.openMenu')}
              aria-expanded={drawerOpen}
              aria-controls={drawerId}
              onClick={() => setDrawerOpen(true)}
            />
          </div>
        </div>
        <Drawer
          id={drawerId}
          title={t('app.header.menuTitle')}
          placement="right"
          size={280}
          open={drawerOpen}
          onClose={closeDrawer}
        >
          <nav aria-label={t('app.header.mainNav')}>
            <Menu
              mode="inline"
              items={items}
              selectedKeys={selectedKeys}
              // antd draws a divider at the inline menu's edge; inside the drawer it is a stray line.
              style={{ borderInlineEnd: 'none' }}
            />
          </nav>
          <div className={styles.drawerActions}>{accountButtons}</div>
          <LanguageSwitch className={styles.drawerLanguageSwitch} />
          <nav aria-labelledby={`${drawerId}-supply`} className={styles.drawerSection}>
            <h2 id={`${drawerId}-supply`} className={styles.drawerHeading}>
              {t('publicHeader.supplyChain')}
            </h2>
            <ul className={styles.drawerLinks}>{supplyChain(closeDrawer)}</ul>
          </nav>
          <nav aria-labelledby={`${drawerId}-news`} className={styles.drawerSection}>
            <h2 id={`${drawerId}-news`} className={styles.drawerHeading}>
              {t('publicHeader.news.label')}
            </h2>
            <HeaderNewsList onNavigate={closeDrawer} />
          </nav>
        </Drawer>
      </Layout.Header>
    </>
  );
}
