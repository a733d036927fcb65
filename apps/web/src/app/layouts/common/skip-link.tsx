import { useTranslation } from 'react-i18next';
import styles from './common.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first focusable element of every layout, so keyboard users can pass the header. Focus moves
 * by script because a hash link would become a router navigation.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className={styles.skipLink}
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('app.skipToContent')}
    </a>
  );
}
