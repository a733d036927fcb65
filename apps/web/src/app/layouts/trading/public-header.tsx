import { useId, useState } from 'react';
import { Button, Drawer, Layout, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/components/button-link';
import { LanguageSwitch } from '@/app/layouts/common/language-switch';
import { Logo } from '@/app/layouts/common/logo';
import { activeMenuPath, publicMenu } from './public-menu';
import styles from './trading.module.css';

/**
 * The trading layout's header: logo, the public menu, language switch, Register and Login. Below
 * the desktop breakpoint the menu and the two buttons move into a drawer behind a menu button, and
 * on phones the language switch follows them so the platform name keeps its room.
 */
export function PublicHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const closeDrawer = () => setDrawerOpen(false);

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

  const accountButtons = (
    <>
      <ButtonLink to={paths.register} onNavigate={closeDrawer}>
        {t('app.header.register')}
      </ButtonLink>
      <ButtonLink to={paths.login} type="primary" onNavigate={closeDrawer}>
        {t('app.header.login')}
      </ButtonLink>
    </>
  );

  return (
    <Layout.Header className={styles.header}>
      <div className={styles.headerInner}>
        <Logo />
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
      </Drawer>
    </Layout.Header>
  );
}
