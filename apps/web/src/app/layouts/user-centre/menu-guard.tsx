import type { ReactNode } from 'react';
import { Spin } from 'antd';
import type { RouteObject } from 'react-router';
import { ForbiddenPage } from '@/app/errors/error-pages';
import { isMenuGuarded, mayOpen } from './route-access';
import styles from './user-centre.module.css';

/**
 * A tab's page, or the no-access page (您无权访问) when it is a user-centre page none of the user's
 * menus leads to (route-access.ts). While the menus load the page waits; when they cannot be
 * loaded the page opens, since the server refuses anything the user may not do anyway.
 */
export function MenuGuard({
  routes,
  path,
  allowed,
  loading,
  children,
}: {
  routes: RouteObject[];
  path: string;
  /** The paths of the user's menus; undefined while unknown. */
  allowed: ReadonlySet<string> | undefined;
  loading: boolean;
  children: ReactNode;
}) {
  if (!isMenuGuarded(routes, path)) return children;
  if (allowed === undefined)
    return loading ? (
      <div className={styles.guardLoading}>
        <Spin />
      </div>
    ) : (
      children
    );
  return mayOpen(path, allowed) ? children : <ForbiddenPage />;
}
