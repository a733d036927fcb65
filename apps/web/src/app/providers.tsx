import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@scf/shared/constants';
import type { RuntimeConfig } from '@scf/shared/flags';
import { RuntimeConfigProvider } from '@/lib/config';
import { antdLocaleOf, isLanguage } from '@/lib/i18n';
import { useReducedMotion } from '@/lib/motion';
import { FeedbackProvider } from './feedback/feedback-provider';
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
 * What every screen, the sign-in's included, may rely on: runtime config, antd with useFeedback().
 * The server-state cache comes with the root layout and the lazily loaded dialogs (QueryProvider),
 * so the sign-in screen loads without it.
 */
export function AppProviders({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return (
    <RuntimeConfigProvider config={config}>
      <AntdProvider>
        <FeedbackProvider>{children}</FeedbackProvider>
      </AntdProvider>
    </RuntimeConfigProvider>
  );
}
