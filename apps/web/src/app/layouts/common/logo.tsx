import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import styles from './common.module.css';

/**
 * The platform mark and name; a link to the home page (shell.md section 2: clicking the logo).
 * imageSrc: the tenant's logo from the page configuration, a wordmark shown instead of our mark and
 * name (the link's label still names the platform in the user's language).
 */
export function Logo({ imageSrc }: { imageSrc?: string | null }) {
  const { t } = useTranslation();
  const name = t('app.name');
  return (
    <Link to={paths.home} className={styles.logo} aria-label={t('app.logoLabel', { name })}>
      {imageSrc ? (
        <img className={styles.logoImage} src={imageSrc} alt="" />
      ) : (
        <>
          <svg className={styles.logoMark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="7" fill="#0958d9" />
            <path d="M8 21.5h6.5M8 16h11M8 10.5h16" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
            <circle cx="22.5" cy="21.5" r="2.8" fill="#fff" />
          </svg>
          <span className={styles.logoName}>{name}</span>
        </>
      )}
    </Link>
  );
}
