import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './common.module.css';

/** A thin bar while the router fetches a screen, e.g. a subsystem's chunk on its first visit. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return <div className={styles.progress} role="progressbar" aria-label={t('app.loading')} />;
}
