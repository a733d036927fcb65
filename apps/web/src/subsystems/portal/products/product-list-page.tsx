import { HydrateInTurn } from '@/first-screen/hydrate-in-turn';
import { useId, useRef, useState } from 'react';
import { Button, Empty, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PRODUCT_LIMITS } from '@scf/shared/schemas/product-constants';
import { LightPagination } from '@/components/light-pagination/light-pagination';
import { apiErrorText } from '@/lib/form';
import { paths } from '@/lib/paths';
import { LoadError } from '../common/load-error';
import { PageBand } from '../common/page-band';
import frame from '../common/content.module.css';
import { useProductList } from './api/query-prod-product';
import { ProductCard } from './components/product-card';
import { ProductFilters } from './components/product-filters';
import {
  EMPTY_SEARCH,
  isFiltered,
  parseProductSearch,
  toListQuery,
  toSearchParams,
  withFilter,
} from './lib/search-params';
import type { ProductSearch } from './lib/search-params';
import styles from './products.module.css';

/**
 * The server counts the public list no further than one row past the deepest page it serves, so a
 * total above that reads "more than": 共 10000+ 款产品.
 */
const totalText = (total: number) =>
  total > PRODUCT_LIMITS.maxOffset ? `${PRODUCT_LIMITS.maxOffset}+` : String(total);

/**
 * /product (business.md section 2): keyword search, filters for term, amount, guarantee mode, rate
 * range and loan type, 10 products a page. The whole search lives in the URL (userName, amount,
 * period, guarant, loanType, …), so a search can be shared, reloaded and returned to; the server
 * filters, sorts and pages.
 */
export function ProductListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = parseProductSearch(params);
  const products = useProductList(toListQuery(search));
  const resultsId = useId();
  const resultsRef = useRef<HTMLElement>(null);

  const go = (next: ProductSearch) => setParams(toSearchParams(next));
  const change = (filter: Partial<Omit<ProductSearch, 'page'>>) => go(withFilter(search, filter));
  const turnPage = (page: number) => {
    go({ ...search, page });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className={frame.page}>
      <PageBand
        crumbs={[{ title: t('portal.products.list.title') }]}
        title={t('portal.products.list.title')}
        intro={t('portal.products.list.intro')}
      />
      <div className={frame.body}>
        {/* Keyed by the URL's keyword: back / forward show that keyword again in the box. */}
        <KeywordSearch
          key={search.keyword}
          keyword={search.keyword}
          onSearch={(keyword) => change({ keyword })}
        />
        <HydrateInTurn name="product-filters">
          <ProductFilters search={search} onChange={change} />
        </HydrateInTurn>
        <section ref={resultsRef} className={styles.results} aria-labelledby={resultsId}>
          <div className={styles.resultsHead}>
            <h2 id={resultsId} className={styles.resultsTitle}>
              {t('portal.products.list.results')}
            </h2>
            {products.isSuccess ? (
              <span className={styles.total} role="status">
                {t('portal.products.list.total', { count: totalText(products.data.total) })}
              </span>
            ) : null}
          </div>
          {products.isPending ? (
            <ul className={styles.grid} aria-busy="true">
              {Array.from({ length: 4 }, (_, index) => (
                <li key={index} className={styles.skeletonCard}>
                  <Skeleton active avatar paragraph={{ rows: 3 }} />
                </li>
              ))}
            </ul>
          ) : products.isError ? (
            <LoadError
              message={t('portal.products.list.error')}
              description={apiErrorText(products.error, t)}
              onRetry={() => void products.refetch()}
            />
          ) : products.data.rows.length === 0 ? (
            <Empty
              className={styles.empty}
              description={
                <>
                  <span className={styles.emptyTitle}>{t('portal.products.list.empty')}</span>
                  <span>{t('portal.products.list.emptyHint')}</span>
                </>
              }
            >
              {isFiltered(search) ? (
                <Button type="primary" onClick={() => go(EMPTY_SEARCH)}>
                  {t('portal.products.list.reset')}
                </Button>
              ) : null}
            </Empty>
          ) : (
            <>
              <ul className={styles.grid} aria-busy={products.isPlaceholderData}>
                {products.data.rows.map((product) => (
                  <li key={product.id} className={products.isPlaceholderData ? styles.stale : undefined}>
                    <HydrateInTurn name={`product-${product.id}`}>
                      <ProductCard product={product} />
                    </HydrateInTurn>
                  </li>
                ))}
              </ul>
              <nav aria-label={t('portal.products.list.pagination')} className={styles.pagination}>
                <LightPagination
                  current={search.page}
                  pageSize={PRODUCT_LIMITS.listPageSize}
                  // Pages beyond the deepest offset the server serves are not offered.
                  total={Math.min(products.data.total, PRODUCT_LIMITS.maxOffset)}
                  onChange={turnPage}
                  hrefOf={(page) => `${paths.product}?${toSearchParams({ ...search, page }).toString()}`}
                />
              </nav>
            </>
          )}
        </section>
      </div>
    </div>
  );
}

/** The keyword box. */
function KeywordSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(keyword);
  return (
    <div role="search" className={styles.search}>
      <Input.Search
        size="large"
        value={text}
        maxLength={PRODUCT_LIMITS.keyword}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => onSearch(value.trim())}
        placeholder={t('portal.products.list.searchPlaceholder')}
        aria-label={t('portal.products.list.searchLabel')}
        enterButton={t('portal.products.list.search')}
        allowClear
      />
    </div>
  );
}
