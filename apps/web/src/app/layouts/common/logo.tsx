import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import styles from './common.module.css';

/**
 * The platform mark and name; a link to the home page (shell.md section 2: clicking the logo).
 * imageSrc: the tenant's logo from the page configuration, a wordmark shown instead of our mark and
 * name (the link's label still names the platform in the user's language). nameClassName: a
 * header's own setting of the name (the user centre's wraps it where the root menus need room).
 */
export function Logo({ imageSrc, nameClassName }: { imageSrc?: string | null; nameClassName?: string }) {
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
          <span className={[styles.logoName, nameClassName].filter(Boolean).join(' ')}>{name}</span>
        </>
      )}
    </Link>
  );
}
