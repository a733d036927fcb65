import { Suspense, lazy } from 'react';

// antd's Result draws its 403/404/500 pictures inline: fetched when an error page first shows.
const ErrorResult = lazy(() => import('./error-result'));

export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <ErrorResult status="404" titleKey="app.errorPages.notFound" />
    </Suspense>
  );
}

export function ForbiddenPage() {
  return (
    <Suspense fallback={null}>
      <ErrorResult status="403" titleKey="app.errorPages.forbidden" />
    </Suspense>
  );
}

export function ServerErrorPage() {
  return (
    <Suspense fallback={null}>
      <ErrorResult status="500" titleKey="app.errorPages.serverError" />
    </Suspense>
  );
}
