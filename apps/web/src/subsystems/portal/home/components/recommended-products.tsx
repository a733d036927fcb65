import { useId } from 'react';
import { Empty, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductPage } from '@scf/shared/schemas/product';
import { LightTypography } from '@/components/light-typography/light-typography';
import { paths } from '@/lib/paths';
import { LoadError } from '../../common/load-error';
import { ProductCard } from '../../products/components/product-card';
import styles from '../home-page.module.css';

/** The recommended products (queryRecommendProduct) as product cards, with the way to all of them. */
export function RecommendedProducts({ query }: { query: UseQueryResult<ProductPage> }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className={styles.sectionHeading}>
        <LightTypography.Title level={2} id={headingId} className={styles.sectionTitle}>
          {t('portal.home.products.title')}
        </LightTypography.Title>
        <Link to={paths.product}>{t('portal.home.products.more')}</Link>
      </div>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : query.isError ? (
        <LoadError message={t('portal.home.products.error')} onRetry={() => void query.refetch()} />
      ) : query.data.rows.length === 0 ? (
        <Empty description={t('portal.home.products.empty')} />
      ) : (
        <ul className={styles.productGrid}>
          {query.data.rows.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
