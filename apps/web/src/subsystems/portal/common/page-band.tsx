import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import styles from './content.module.css';

export interface Crumb {
  title: string;
  to?: string;
}

/**
 * The title band of a content page: the breadcrumb (home first) and the page's one h1. The title
 * is optional while the page's data loads.
 */
export function PageBand({
  crumbs,
  title,
  intro,
}: {
  crumbs: Crumb[];
  title?: ReactNode;
  intro?: ReactNode;
}) {
  const { t } = useTranslation();
  const items = [{ title: t('portal.common.home'), to: paths.home }, ...crumbs].map((crumb) => ({
    title: crumb.to ? <Link to={crumb.to}>{crumb.title}</Link> : crumb.title,
  }));
  return (
    <div className={styles.band}>
      <div className={styles.bandInner}>
        <Breadcrumb items={items} />
        {title ? <h1 className={styles.bandTitle}>{title}</h1> : null}
        {intro ? <p className={styles.bandIntro}>{intro}</p> : null}
      </div>
    </div>
  );
}
