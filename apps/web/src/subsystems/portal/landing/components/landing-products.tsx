import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_LIMITS } from '@scf/shared/schemas/product-constants';
import type { FinanceType, LoanType } from '@scf/shared/schemas/product-constants';
import { paths } from '@/lib/paths';
import { LoadError } from '../../common/load-error';
import { ProductCard } from '../../products/components/product-card';
import { useProductList } from '../../products/api/query-prod-product';
import { LandingSection } from './landing-section';
import styles from '../landing.module.css';

export type LandingFilter = { financeTypeCode: FinanceType } | { loanType: LoanType };

/**
 * A landing page's product list: 4 products on shelf (business.md section 9) of one finance type or
 * loan type, with the way to the full list (filtered too where the list has that filter).
 */
export function LandingProducts({ title, filter }: { title: string; filter: LandingFilter }) {
  const { t } = useTranslation();
  const products = useProductList({ pageNo: 1, pageSize: PRODUCT_LIMITS.landingPageSize, ...filter });
  const more = 'loanType' in filter ? `${paths.product}?loanType=${filter.loanType}` : paths.product;
  return (
    <LandingSection title={title} extra={<Link to={more}>{t('portal.landing.common.moreProducts')}</Link>}>
      {products.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : products.isError ? (
        <LoadError
          message={t('portal.landing.common.productsError')}
          onRetry={() => void products.refetch()}
        />
      ) : products.data.rows.length === 0 ? (
        <Empty description={t('portal.landing.common.productsEmpty')} />
      ) : (
        <ul className={styles.products}>
          {products.data.rows.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </LandingSection>
  );
}
