import { useCallback } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { RuntimeConfig } from '@scf/shared/flags';
import { AppProviders } from './providers';
import { RequestBridge } from './request-bridge';
import type { AppRouter } from './router';

export function App({
  config,
  router,
  queryClient,
}: {
  config: RuntimeConfig;
  router: AppRouter;
  queryClient?: QueryClient;
}) {
  const navigate = useCallback((path: string) => void router.navigate(path), [router]);
  return (
    <AppProviders config={config} queryClient={queryClient}>
      <RequestBridge navigate={navigate} />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
