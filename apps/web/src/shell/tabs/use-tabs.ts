import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@scf/shared/schemas/menu';
import { isExternalUrl, menuPath } from '@/shell/menu/menu-tree';
import { useFeedback } from '@/lib/feedback';
import { iframeSrc } from './iframe-url';
import {
  activeTab,
  canOpen,
  iframeTabKey,
  initialTabs,
  routeTab,
  routeTabKey,
  tabsReducer,
} from './tab-model';
import type { Tab, TabsState } from './tab-model';

export interface TabsController {
  state: TabsState;
  /** Opens (or shows again) the page or iframe of a menu. */
  openMenu: (menu: MenuNode) => void;
  /** Opens (or shows again) the page at `path` (pathname + search). */
  openPath: (path: string) => void;
  activate: (key: string) => void;
  close: (key: string) => void;
  refresh: (key: string) => void;
}

/**
 * The tabs of the user centre, kept in step with the address bar: the active route tab's page is
 * the URL, so reload, back and forward and links inside pages work as usual, and any navigation
 * opens or shows its tab. An iframe tab has no address of its own; while it is active the URL
 * stays that of the last page.
 */
export function useTabs(limit: number): TabsController {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const location = useLocation();
  const navigate = useNavigate();
  const currentPath = location.pathname + location.search;
  const [state, dispatch] = useReducer(tabsReducer, currentPath, (path) => initialTabs(routeTab(path)));

  // Effects and callbacks read the latest state without re-subscribing on every change.
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const tellLimit = useCallback(
    () => void message.warning(t('userCentre.tabs.limitReached', { limit })),
    [message, t, limit],
  );

  // Every navigation (a menu, a link inside a page, back and forward) opens or shows its tab, once:
  // keyed by location.key, so that navigating again to the path of a closed tab reopens it while
  // re-running for another reason (a new language) does not. A navigation that would exceed the
  // limit is undone, so the address bar keeps naming a page that is open.
  const handledLocation = useRef<string | null>(null);
  useEffect(() => {
    if (handledLocation.current === location.key) return;
    handledLocation.current = location.key;
    const tab = routeTab(currentPath);
    if (canOpen(stateRef.current, tab.key, limit)) {
      dispatch({ type: 'open', tab, limit });
      return;
    }
    tellLimit();
    const shown = activeTab(stateRef.current);
    if (shown?.kind === 'route') void navigate(shown.path, { replace: true });
  }, [location.key, currentPath, limit, navigate, tellLimit]);

  const show = useCallback(
    (tab: Tab) => {
      if (tab.kind === 'route' && tab.path !== currentPath) void navigate(tab.path);
      dispatch({ type: 'activate', key: tab.key });
    },
    [currentPath, navigate],
  );

  const activate = useCallback(
    (key: string) => {
      const tab = stateRef.current.tabs.find((candidate) => candidate.key === key);
      if (tab) show(tab);
    },
    [show],
  );

  const openPath = useCallback(
    (path: string) => {
      const key = routeTabKey(path);
      const open = stateRef.current.tabs.find((tab) => tab.key === key);
      if (open) return show(open);
      if (!canOpen(stateRef.current, key, limit)) return tellLimit();
      void navigate(path);
    },
    [limit, navigate, show, tellLimit],
  );

  const openMenu = useCallback(
    (menu: MenuNode) => {
      if (menu.menuType === 'iframe') {
        const key = iframeTabKey(menu.id);
        const src = iframeSrc(menu.url, menu.id);
        if (!src) {
          void message.error(t('userCentre.tabs.invalidAddress', { name: menu.name }));
          return;
        }
        if (!canOpen(stateRef.current, key, limit)) return tellLimit();
        dispatch({
          type: 'open',
          tab: { kind: 'iframe', key, menuId: menu.id, src, title: menu.name },
          limit,
        });
        return;
      }
      if (isExternalUrl(menu.url)) {
        // A plain menu to another site is a link out, not a page of the portal.
        window.open(menu.url.trim(), '_blank', 'noopener,noreferrer');
        return;
      }
      openPath(menuPath(menu));
    },
    [limit, message, openPath, t, tellLimit],
  );

  const close = useCallback(
    (key: string) => {
      const next = tabsReducer(stateRef.current, { type: 'close', key });
      dispatch({ type: 'close', key });
      const shown = activeTab(next);
      if (shown?.kind === 'route' && shown.path !== currentPath) void navigate(shown.path);
    },
    [currentPath, navigate],
  );

  const refresh = useCallback((key: string) => dispatch({ type: 'refresh', key }), []);

  return { state, openMenu, openPath, activate, close, refresh };
}
