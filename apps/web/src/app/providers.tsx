import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@scf/shared/constants';
import type { RuntimeConfig } from '@scf/shared/flags';
import { RuntimeConfigProvider } from '@/lib/config';
import { antdLocaleOf, isLanguage } from '@/lib/i18n';
import { useReducedMotion } from '@/lib/motion';
import { FeedbackProvider } from './feedback/feedback-provider';
import { createQueryClient } from './query-client';
import { theme } from './theme';

/**
 * antd's locale follows the interface language, and its animations the system's reduced-motion
 * setting (pop-ups and dialogs then appear at once); used by the app and by the start-up error screen.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const reducedMotion = useReducedMotion();
  const themed = useMemo(
    () => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [reducedMotion],
  );
  return (
    // No space between two-character Chinese labels (注 册): the accessible name must be the text.
    <ConfigProvider locale={antdLocaleOf(lang)} theme={themed} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  );
}

/**
 * Everything a screen may rely on: runtime config, server-state cache (main.tsx's, which the first
 * screen's data may already be in; a new one otherwise), antd with useFeedback().
 */
export function AppProviders({
  config,
  queryClient: given,
  children,
}: {
  config: RuntimeConfig;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <AntdProvider>
          <FeedbackProvider>{children}</FeedbackProvider>
        </AntdProvider>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
