import { useEffect } from 'react';
import { Navigate, useMatches } from 'react-router';
import { isRouteMeta } from '@/app/route-table';
import { paths } from '@/lib/paths';
import { rememberLoginUrl } from '@/lib/session';

/** Whether the matched route is open to visitors (business.md section 2, public routes). */
export function useIsPublicRoute(): boolean {
  return (
    useMatches()
      .map((match) => match.handle)
      .findLast(isRouteMeta)?.public ?? false
  );
}

/** A visitor goes to /login, and comes back here after signing in (session key loginUrl). */
export function ToSignIn({ path }: { path: string }) {
  useEffect(() => rememberLoginUrl(path), [path]);
  return <Navigate to={paths.login} replace />;
}
