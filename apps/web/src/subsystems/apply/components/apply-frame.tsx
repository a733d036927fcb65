import type { ReactNode } from 'react';
import { Breadcrumb, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import styles from './apply.module.css';

/** The application pages' frame: the way back to the list and the product, and a heading. */
export function ApplyFrame({
  productId,
  productName,
  title,
  children,
}: {
  productId: string;
  productName: string | undefined;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <Breadcrumb
        className={styles.crumbs}
        items={[
          { title: <Link to={paths.product}>{t('apply.frame.products')}</Link> },
          ...(productName
            ? [{ title: <Link to={`${paths.productDetail}?id=${productId}`}>{productName}</Link> }]
            : []),
          { title },
        ]}
      />
      <Card className={styles.card} title={<h1 className={styles.title}>{title}</h1>}>
        {children}
      </Card>
    </div>
  );
}
