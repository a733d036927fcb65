import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import type { RuntimeConfig } from '@scf/shared/flags';
import { AppProviders } from './providers';
import { RequestBridge } from './request-bridge';
import type { AppRouter } from './router';

/** What surrounds the router, in the browser and in the server's render of a first screen. */
export function AppFrame({
  config,
  navigate,
  children,
}: {
  config: RuntimeConfig;
  navigate: (path: string) => void;
  children: ReactNode;
}) {
  return (
    <AppProviders config={config}>
      <RequestBridge navigate={navigate} />
      {children}
    </AppProviders>
  );
}

export function App({ config, router }: { config: RuntimeConfig; router: AppRouter }) {
  const navigate = useCallback((path: string) => void router.navigate(path), [router]);
  return (
    <AppFrame config={config} navigate={navigate}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
