import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasStoredPermissions, loadUserPermissions } from '@/lib/permissions';
import { userKeys } from '@/shell/user-api/user-keys';

/** Refreshes are at most this close together; one asked for sooner runs when the time is up. */
export const ACCESS_REFRESH_INTERVAL_MS = 1_000;

/**
 * The permission map (session key userPermissions) and the menu tree (key menus) are cached for the
 * session, but an operator may change the user's roles, a role's rights or the menus at any time,
 * and the server applies that on the user's next request. So both are asked again on every
 * navigation (a menu, a tab, a link) and whenever the window comes back into view or focus: the
 * sidebar, the buttons and the page guard follow without signing in again. On the first render only
 * what came from the cache is asked again; what is not cached is being fetched already.
 */
export function useAccessRefresh(userId: string): void {
  const queryClient = useQueryClient();
  const location = useLocation();
  const { i18n } = useTranslation();
  const lastRun = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(false);

  const run = useCallback(
    (what: { permissions: boolean; menus: boolean }) => {
      if (userId === '') return;
      lastRun.current = Date.now();
      // A failure (a session that ended) is reported by the request client: 确认登录.
      if (what.permissions) loadUserPermissions().catch(() => undefined);
      if (what.menus) void queryClient.invalidateQueries({ queryKey: userKeys.menus(userId) });
    },
    [queryClient, userId],
  );

  const refresh = useCallback(() => {
    if (userId === '' || pending.current !== undefined) return;
    const wait = lastRun.current + ACCESS_REFRESH_INTERVAL_MS - Date.now();
    if (wait <= 0) return run({ permissions: true, menus: true });
    pending.current = setTimeout(() => {
      pending.current = undefined;
      run({ permissions: true, menus: true });
    }, wait);
  }, [run, userId]);

  // The navigation effect reads the latest callbacks without running again when they change: a new
  // language or user is no navigation.
  const latest = useRef<{ refresh: () => void; run: typeof run; menusCached: () => boolean }>({
    refresh,
    run,
    menusCached: () => false,
  });
  useEffect(() => {
    latest.current = {
      refresh,
      run,
      menusCached: () => queryClient.getQueryData(userKeys.menusIn(userId, i18n.language)) !== undefined,
    };
  });

  useEffect(() => {
    if (mounted.current) return latest.current.refresh();
    mounted.current = true;
    latest.current.run({ permissions: hasStoredPermissions(), menus: latest.current.menusCached() });
  }, [location.key]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);

  useEffect(
    () => () => {
      clearTimeout(pending.current);
      pending.current = undefined;
    },
    [],
  );
}
