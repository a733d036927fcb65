import type { ComponentType, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { appQueryClient } from './query-client';

/** The app's query cache for what it wraps (a test may give its own). */
export function QueryProvider({
  client = appQueryClient,
  children,
}: {
  client?: QueryClient;
  children: ReactNode;
}) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * A lazily loaded component that renders outside the root layout (a dialog of the sign-in screen,
 * the lock screen), with the app's query cache.
 */
export function withQueryClient<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  return function WithQueryClient(props: Props) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  };
}
