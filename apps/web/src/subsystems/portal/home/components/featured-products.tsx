import { useId } from 'react';
import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ProductPage } from '@scf/shared/schemas/product';
import { productDetailHref } from '../../products/components/product-card';
import { StarRow } from '@/components/star-row/star-row';
import { homeBannerStars, MAX_STARS } from '../lib/home-banner-stars';
import styles from '../home-page.module.css';

/** How many recommended products the banner's panel names. */
const FEATURED_COUNT = 3;

/**
 * The home banner's panel of featured products: the first recommended ones, each with its star
 * count in the home banner's reading of business.md section 9 (not the product card's; see
 * docs/decisions.md). It shares the recommendation query with the product section below.
 */
export function FeaturedProducts({ query }: { query: UseQueryResult<ProductPage> }) {
  const { t } = useTranslation();
  const headingId = useId();
  // The product section below says what went wrong; the banner just goes without its panel.
  if (query.isError) return null;
  const featured = (query.data?.rows ?? []).slice(0, FEATURED_COUNT);
  return (
    <section className={styles.featured} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.featuredTitle}>
        {t('portal.home.featured.title')}
      </h2>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : featured.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('portal.home.featured.empty')} />
      ) : (
        <ul className={styles.featuredList}>
          {featured.map((product) => {
            const stars = homeBannerStars(product.successRate);
            return (
              <li key={product.id}>
                <Link className={styles.featuredLink} to={productDetailHref(product.id)}>
                  <span className={styles.featuredName}>{product.productName}</span>
                  <span className={styles.featuredMeta}>{product.fundingPartyName}</span>
                </Link>
                <div className={styles.featuredFacts}>
                  <span>
                    {t('portal.home.featured.rate', { start: product.rateStart, end: product.rateEnd })}
                  </span>
                  {stars > 0 ? (
                    <StarRow
                      count={stars}
                      max={MAX_STARS}
                      label={t('portal.home.featured.stars', { count: stars })}
                    />
                  ) : (
                    <span className={styles.featuredMeta}>{t('portal.home.featured.noRating')}</span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
