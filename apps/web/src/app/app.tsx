import { useCallback } from 'react';
import { RouterProvider } from 'react-router';
import type { RuntimeConfig } from '@scf/shared/flags';
import { AppProviders } from './providers';
import { RequestBridge } from './request-bridge';
import type { AppRouter } from './router';

export function App({ config, router }: { config: RuntimeConfig; router: AppRouter }) {
  const navigate = useCallback((path: string) => void router.navigate(path), [router]);
  return (
    <AppProviders config={config}>
      <RequestBridge navigate={navigate} />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
