import { useState } from 'react';
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@scf/shared/flags';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { QueryProvider } from '@/app/query-provider';
import { testConfig } from './render';

/**
 * What a screen under the root layout (or a dialog that brings the cache) has: the app's providers
 * and a query cache, a new one for each test.
 */
export function ScreenProviders({
  config = testConfig,
  children,
}: {
  config?: RuntimeConfig;
  children: ReactNode;
}) {
  const [client] = useState(createQueryClient);
  return (
    <AppProviders config={config}>
      <QueryProvider client={client}>{children}</QueryProvider>
    </AppProviders>
  );
}
