import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ForbiddenPage, NotFoundPage, ServerErrorPage } from './error-pages';

/**
 * What a route shows when its screen or loader fails: the matching error page. Details go to the
 * console, never to the user (no 5xx text leaks into the page).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;

  useEffect(() => {
    if (status >= 500) console.error('[router] a screen failed:', error);
  }, [error, status]);

  if (status === 404) return <NotFoundPage />;
  if (status === 403) return <ForbiddenPage />;
  return <ServerErrorPage />;
}
