import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RuntimeConfigError } from '@/lib/config';
import styles from './startup.module.css';

/**
 * The portal cannot run without its runtime configuration (API base, feature flags), and guessing
 * it would hide a broken deployment; so start-up stops here and says what failed.
 */
export function ConfigErrorScreen({ error }: { error: RuntimeConfigError }) {
  const { t } = useTranslation();
  return (
    <main className={styles.screen}>
      <Result
        status="error"
        title={<h1 className={styles.title}>{t('app.startup.configFailedTitle')}</h1>}
        subTitle={t('app.startup.configFailedDetail', { url: error.url, reason: error.reason })}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('app.startup.reload')}
          </Button>
        }
      />
    </main>
  );
}
