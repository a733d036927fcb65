import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHELL_VERSION } from '@scf/shared/constants';
import styles from './common.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Layout.Footer className={styles.footer}>
      <p className={styles.footerLine}>{t('app.footer.supportHours')}</p>
      <p className={styles.footerLine}>
        {t('app.name')} · {t('app.footer.version', { version: SHELL_VERSION })}
      </p>
    </Layout.Footer>
  );
}
