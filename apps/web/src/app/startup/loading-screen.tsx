import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/spinner/spinner';
import styles from './startup.module.css';

/** Shown while the first screen's code is fetched. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen} role="status" aria-label={t('app.loading')}>
      <Spinner />
    </div>
  );
}
