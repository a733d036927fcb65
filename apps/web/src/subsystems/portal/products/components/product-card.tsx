import { Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductRow } from '@scf/shared/schemas/product';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';
import { paths } from '@/lib/paths';
import { financeTypeTag, formatYuanCompact, maxAmountYuan } from '../lib/product-format';
import { CardStars } from './card-stars';
import { ProductLogo } from './product-logo';
import { termText } from './term-text';
import styles from './product-card.module.css';

export const productDetailHref = (id: string) => `${paths.productDetail}?id=${encodeURIComponent(id)}`;

/**
 * A product as the list, the home page and the landing pages show it: logo, name (the link to the
 * detail page), funding party, loan-type and finance-type tags, rate range, maximum amount, term and
 * the star rating of its success rate (the product-card reading, business.md section 9).
 * `headingLevel` keeps the page's heading order where the card sits.
 */
export function ProductCard({
  product,
  headingLevel = 3,
}: {
  product: ProductRow;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t, i18n } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const href = productDetailHref(product.id);
  const max = maxAmountYuan(product.singleCreditLimit);
  return (
    <article className={styles.card}>
      <div className={styles.head}>
        <ProductLogo className={styles.logo} src={product.picture} name={product.fundingPartyName} />
        <div className={styles.titles}>
          <Heading className={styles.name}>
            <Link to={href}>{product.productName}</Link>
          </Heading>
          <p className={styles.party}>{product.fundingPartyName}</p>
        </div>
      </div>
      <div className={styles.tags}>
        <Tag color="blue">{product.loanTypeDesc}</Tag>
        <Tag className={styles.financeTag}>
          {t(`portal.products.financeType.${financeTypeTag(product.financeTypeCode)}`)}
        </Tag>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('portal.products.card.rate')}</dt>
          <dd className={styles.rate}>
            {t('portal.products.card.rateRange', { start: product.rateStart, end: product.rateEnd })}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('portal.products.card.maxAmount')}</dt>
          <dd>
            {max === null
              ? t('portal.products.card.unlimited')
              : t('portal.products.money.compact', { value: formatYuanCompact(max, i18n.language) })}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('portal.products.card.term')}</dt>
          <dd>{termText(product, t)}</dd>
        </div>
      </dl>
      <div className={styles.foot}>
        <CardStars successRate={product.successRate} />
        <Link to={href}>
          {t('portal.products.card.detail')}
          <VisuallyHidden>{product.productName}</VisuallyHidden>
        </Link>
      </div>
    </article>
  );
}
