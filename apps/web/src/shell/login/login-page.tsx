import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { Button, ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/app/layouts/common/logo';
import { LanguageSwitch } from '@/app/layouts/common/language-switch';
import { HydrationGate } from '@/first-screen/hydration-gate';
import { useRuntimeConfig } from '@/lib/config';
import { isEnterprise, readUserType, saveUserType } from '@/lib/session';
import { MobileLoginForm } from './components/mobile-login-form';
import { ModeTabs } from './components/mode-tabs';
import { PasswordLoginForm } from './components/password-login-form';
import { useLoginPageConfig } from './login-page-config';
import styles from './login-page.module.css';

// The dialogs are their own chunks, fetched when first opened, so the login screen loads light.
const QuickRegistrationDialog = lazy(() =>
  import('@/shell/registration').then((module) => ({ default: module.loadRegistrationDialog() })),
);
const ForgotPasswordDialog = lazy(() =>
  import('@/shell/forgot-password').then((module) => ({ default: module.loadForgotPasswordDialog() })),
);

/**
 * antd gives a vertical form's labels the height of a control, which leaves a gap as tall as a
 * line between each label and its input; here labels take their natural height. Covers the
 * dialogs too, which render inside this provider.
 */
const formTheme: ThemeConfig = {
  components: { Form: { labelHeight: 'auto', verticalLabelPadding: '0 0 4px' } },
};

type LoginMode = 'password' | 'mobile';
type Dialog = 'register' | 'forgot';

const unchanging = () => () => undefined;

/**
 * The query `userType` (comp = enterprise) is remembered in local storage for later visits. The
 * server knows no storage, so a screen it rendered is hydrated without it and then read again.
 */
function useUserType(): string | null {
  const [params] = useSearchParams();
  const fromQuery = params.get('userType');
  useEffect(() => {
    if (fromQuery) saveUserType(fromQuery);
  }, [fromQuery]);
  const stored = useSyncExternalStore(unchanging, readUserType, () => null);
  return fromQuery ?? stored;
}

/**
 * The login screen (shell.md section 2): its own full-page layout with the logo leading home, the
 * two modes as tabs, and the links to the quick-registration and forgot-password dialogs.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { flags } = useRuntimeConfig();
  const enterprise = isEnterprise(useUserType());
  const [mode, setMode] = useState<LoginMode>('password');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // A dialog stays mounted once opened: registration keeps its real-name dialog after it closes.
  const [opened, setOpened] = useState<ReadonlySet<Dialog>>(new Set());
  const title = enterprise ? t('login.enterpriseTitle') : t('login.title');

  useEffect(() => {
    document.title = `${t('login.pageTitle')} | ${t('app.name')}`;
  }, [t]);

  const open = (which: Dialog) => {
    setOpened((previous) => new Set(previous).add(which));
    setDialog(which);
  };
  const close = () => setDialog(null);
  const { data: pageConfig } = useLoginPageConfig();

  return (
    <ConfigProvider theme={formTheme}>
      {/* The server renders this screen: its controls wait for the scripts. */}
      <HydrationGate>
        <div className={styles.page}>
          <header className={styles.topBar}>
            <Logo imageSrc={pageConfig?.loginLogoUrl} />
            <LanguageSwitch className={styles.languageSwitch} />
          </header>
          <main className={styles.main}>
            <div className={styles.brand}>
              <p className={styles.headline}>{t('login.brand.headline')}</p>
              <p className={styles.summary}>{t('login.brand.summary')}</p>
            </div>
            <section className={styles.card} aria-labelledby="login-title">
              <h1 id="login-title" className={styles.title}>
                {title}
              </h1>
              <ModeTabs<LoginMode>
                active={mode}
                onChange={setMode}
                label={t('login.tabs.label')}
                tabs={[
                  { key: 'password', label: t('login.tabs.password'), panel: <PasswordLoginForm /> },
                  { key: 'mobile', label: t('login.tabs.mobile'), panel: <MobileLoginForm /> },
                ]}
              />
              <div className={styles.links}>
                {flags.isOpenRegBtn && enterprise && (
                  <Button type="link" onClick={() => open('register')}>
                    {t('login.register')}
                  </Button>
                )}
                <Button type="link" onClick={() => open('forgot')}>
                  {t('login.forgotPassword')}
                </Button>
              </div>
            </section>
          </main>
          <Suspense fallback={null}>
            {opened.has('register') && (
              <QuickRegistrationDialog open={dialog === 'register'} onClose={close} />
            )}
            {opened.has('forgot') && <ForgotPasswordDialog open={dialog === 'forgot'} onClose={close} />}
          </Suspense>
        </div>
      </HydrationGate>
    </ConfigProvider>
  );
}
