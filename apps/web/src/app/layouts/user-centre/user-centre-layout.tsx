import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Drawer, Grid, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@scf/shared/schemas/menu';
import { LanguageSwitch } from '@/app/layouts/common/language-switch';
import { MAIN_CONTENT_ID, SkipLink } from '@/app/layouts/common/skip-link';
import { SiteFooter } from '@/app/layouts/common/site-footer';
import { ToSignIn, useIsPublicRoute } from '@/app/layouts/common/to-sign-in';
import { clearLocalSession } from '@/app/request-bridge';
import { useRuntimeConfig } from '@/lib/config';
import { paths } from '@/lib/paths';
import { hasStoredPermissions, userPermissionsQueryOptions } from '@/lib/permissions';
import { isSignedIn } from '@/lib/session';
import { AppHeader } from '@/shell/header/app-header';
import { findLeafById, findLeafByPath, leafMenus, visibleTree } from '@/shell/menu/menu-tree';
import type { LeafMenu } from '@/shell/menu/menu-tree';
import { SideMenu } from '@/shell/menu/side-menu';
import { TabBar } from '@/shell/tabs/tab-bar';
import { activeTab } from '@/shell/tabs/tab-model';
import type { Tab } from '@/shell/tabs/tab-model';
import { useTabs } from '@/shell/tabs/use-tabs';
import { useUserMenus } from '@/shell/user-api/get-user-menus';
import { signedInUserId } from '@/shell/user-api/user-keys';
import { MenuGuard } from './menu-guard';
import { menuPaths } from './route-access';
import { TabRoute, routeTitleKey, useContentRoutes } from './tab-route';
import { useAccessRefresh } from './use-access-refresh';
import styles from './user-centre.module.css';

/**
 * The signed-in layout (business.md section 2, shell.md section 2): header, sidebar with the active
 * root menu's tree, and the open pages as tabs. `children` (the router's outlet) is not rendered:
 * each tab renders its own location's screen, so that hidden tabs stay mounted with their state.
 */
export function UserCentreLayout(_props: { children?: ReactNode }) {
  const location = useLocation();
  const isPublic = useIsPublicRoute();
  if (!isPublic && !isSignedIn()) return <ToSignIn path={location.pathname + location.search} />;
  return <SignedInLayout />;
}

/** Which root menu the sidebar shows: the user's pick, until another tab becomes active. */
interface RootChoice {
  rootId: string;
  tabKey: string | null;
}

function SignedInLayout() {
  const { t } = useTranslation();
  const { flags } = useRuntimeConfig();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [rootChoice, setRootChoice] = useState<RootChoice | null>(null);

  // Signed in with the map not cached yet (a sign-in that did not load it): load it now.
  const userId = signedInUserId();
  useQuery({ ...userPermissionsQueryOptions(userId), enabled: userId !== '' && !hasStoredPermissions() });
  const menus = useUserMenus();
  useAccessRefresh(userId);
  const roots = useMemo(() => visibleTree(menus.data ?? []), [menus.data]);
  const leaves = useMemo(() => leafMenus(roots), [roots]);
  // The pages the user's menus lead to: any other user-centre page shows 您无权访问 (route-access.ts).
  const allowedPaths = useMemo(() => (menus.data ? menuPaths(roots) : undefined), [menus.data, roots]);

  const tabs = useTabs(flags.TABS_VIEW_LIMIT);
  const contentRoutes = useContentRoutes();
  const current = activeTab(tabs.state);
  const currentLeaf = leafOfTab(leaves, current);

  const activeRootId =
    rootChoice && rootChoice.tabKey === tabs.state.activeKey
      ? rootChoice.rootId
      : (currentLeaf?.rootId ?? roots[0]?.id);
  // Below antd's lg breakpoint the header has no room for the root menus beside the search, the
  // language and the user (at 768 px it pushed the user's button out of the window): tablets show
  // every root in the sidebar and phones in the drawer, as merged menus (isMergeMenu) do.
  const merged = flags.isMergeMenu || screens.lg === false;
  const sideNodes = merged ? roots : (roots.find((root) => root.id === activeRootId)?.children ?? []);
  const openIds = (merged ? currentLeaf?.ancestorIds : currentLeaf?.ancestorIds.slice(1)) ?? [];

  const selectRoot = (root: MenuNode) => {
    if (root.children.length === 0 && root.url.trim()) tabs.openMenu(root);
    else setRootChoice({ rootId: root.id, tabKey: tabs.state.activeKey });
  };
  const openMenu = (menu: MenuNode) => {
    setDrawerOpen(false);
    tabs.openMenu(menu);
  };
  const signedOut = () => {
    clearLocalSession();
    void navigate(paths.login);
  };

  const titleOf = (tab: Tab): string => {
    const leaf = leafOfTab(leaves, tab);
    if (leaf) return leaf.node.name;
    if (tab.kind === 'iframe') return tab.title;
    const key = routeTitleKey(contentRoutes, tab.path);
    return key ? t(key) : tab.path;
  };

  const sideMenu = (
    <nav aria-label={t('userCentre.sidebar.label')}>
      <SideMenu
        key={merged ? 'merged' : activeRootId}
        nodes={sideNodes}
        selectedId={currentLeaf?.node.id}
        openIds={openIds}
        collapsed={!phone && collapsed}
        onOpen={openMenu}
      />
    </nav>
  );

  return (
    <Layout className={phone ? `${styles.layout} ${styles.phone}` : styles.layout}>
      <SkipLink />
      <AppHeader
        roots={merged ? [] : roots}
        activeRootId={activeRootId}
        onSelectRoot={selectRoot}
        leaves={leaves}
        onOpenMenu={openMenu}
        onOpenPath={tabs.openPath}
        onOpenSidebar={phone ? () => setDrawerOpen(true) : undefined}
        onSignedOut={signedOut}
      />
      <Layout hasSider={!phone} className={styles.body}>
        {phone ? (
          <Drawer
            title={t('userCentre.sidebar.label')}
            placement="left"
            size={280}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
          >
            {sideMenu}
            <LanguageSwitch className={styles.drawerLanguageSwitch} />
          </Drawer>
        ) : (
          <Layout.Sider
            theme="light"
            width={220}
            collapsedWidth={64}
            collapsed={collapsed}
            className={styles.sider}
          >
            <div className={styles.siderMenu}>{sideMenu}</div>
            <Button
              type="text"
              block
              className={styles.collapse}
              icon={
                collapsed ? (
                  <MenuUnfoldOutlined aria-hidden="true" />
                ) : (
                  <MenuFoldOutlined aria-hidden="true" />
                )
              }
              aria-label={t(collapsed ? 'userCentre.sidebar.expand' : 'userCentre.sidebar.collapse')}
              aria-expanded={!collapsed}
              onClick={() => setCollapsed((value) => !value)}
            />
          </Layout.Sider>
        )}
        <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.content}>
          <TabBar
            tabs={tabs}
            titleOf={titleOf}
            renderRoute={(tab) => (
              <MenuGuard
                routes={contentRoutes}
                path={tab.path}
                allowed={allowedPaths}
                loading={menus.isPending}
              >
                <TabRoute routes={contentRoutes} path={tab.path} />
              </MenuGuard>
            )}
          />
        </Layout.Content>
      </Layout>
      <SiteFooter />
    </Layout>
  );
}

function leafOfTab(leaves: readonly LeafMenu[], tab: Tab | undefined): LeafMenu | undefined {
  if (!tab) return undefined;
  return tab.kind === 'route' ? findLeafByPath(leaves, tab.path) : findLeafById(leaves, tab.menuId);
}
