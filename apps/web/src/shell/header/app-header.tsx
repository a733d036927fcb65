import { useRef } from 'react';
import { Button, Grid, Layout } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SHELL_VERSION } from '@scf/shared/constants';
import type { MenuNode } from '@scf/shared/schemas/menu';
import { LanguageSwitch } from '@/app/layouts/common/language-switch';
import { Logo } from '@/app/layouts/common/logo';
import { MenuSearch } from '@/shell/menu/menu-search';
import type { LeafMenu } from '@/shell/menu/menu-tree';
import { TopMenuBar } from '@/shell/menu/top-menu-bar';
import { ForcedPasswordChange } from './forced-password-change';
import { useCompactHeader } from './use-compact-header';
import { UserMenu } from './user-menu';
import styles from './header.module.css';

interface AppHeaderProps {
  /** Root menus for the top bar; empty when menus are merged into the sidebar (isMergeMenu). */
  roots: readonly MenuNode[];
  activeRootId: string | undefined;
  onSelectRoot: (root: MenuNode) => void;
  leaves: readonly LeafMenu[];
  onOpenMenu: (menu: MenuNode) => void;
  onOpenPath: (path: string) => void;
  /** Phones: the sidebar lives in a drawer that this button opens; absent on wider screens. */
  onOpenSidebar?: () => void;
  onSignedOut: () => void;
}

/**
 * The user centre's top bar (shell.md section 2, business.md section 2): logo and version, root
 * menus, the menu search, the language switch and the user's menu; and, after a sign-in with a
 * default password, the forced change of it.
 */
export function AppHeader({
  roots,
  activeRootId,
  onSelectRoot,
  leaves,
  onOpenMenu,
  onOpenPath,
  onOpenSidebar,
  onSignedOut,
}: AppHeaderProps) {
  const { t } = useTranslation();
  const phone = Boolean(onOpenSidebar);
  const headerRef = useRef<HTMLElement>(null);
  // Below antd's lg breakpoint the roots are in the sidebar, and the header is compact for the
  // user's button to stay in the window.
  const narrow = Grid.useBreakpoint().lg === false;
  const compact = useCompactHeader(headerRef, {
    narrow,
    content: roots.map((root) => root.name).join('\n'),
  });
  return (
    <Layout.Header
      ref={headerRef}
      className={[styles.header, compact && styles.compact].filter(Boolean).join(' ')}
    >
      <div className={styles.brand}>
        {onOpenSidebar ? (
          <Button
            type="text"
            icon={<MenuOutlined aria-hidden="true" />}
            aria-label={t('userCentre.header.openSidebar')}
            onClick={onOpenSidebar}
          />
        ) : null}
        <Logo nameClassName={styles.brandName} />
        <span className={styles.version}>{SHELL_VERSION}</span>
      </div>
      {phone ? null : roots.length ? (
        <TopMenuBar roots={roots} activeRootId={activeRootId} onSelect={onSelectRoot} compact={compact} />
      ) : (
        <span className={styles.spacer} />
      )}
      <div className={styles.actions}>
        {phone ? null : <MenuSearch leaves={leaves} onOpen={onOpenMenu} className={styles.search} />}
        {phone ? null : <LanguageSwitch className={styles.languageSwitch} />}
        <UserMenu onOpenPath={onOpenPath} onSignedOut={onSignedOut} compact={compact} />
      </div>
      <ForcedPasswordChange />
      {/* Phones give the search a row of its own; the language switch moves into the menu drawer. */}
      {phone ? <MenuSearch leaves={leaves} onOpen={onOpenMenu} className={styles.search} /> : null}
    </Layout.Header>
  );
}
