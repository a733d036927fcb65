import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@scf/shared/schemas/product';
import { amountRangeText, termRangeText } from '../lib/product-text';
import styles from './apply.module.css';

/** What is applied for: the product, its funding party, its rates, amounts and terms. */
export function ProductSummary({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <section className={styles.summary} aria-label={t('apply.summary.label')}>
      <div className={styles.summaryHead}>
        {product.picture ? <img className={styles.logo} src={product.picture} alt="" /> : null}
        <h2 className={styles.productName}>{product.productName}</h2>
        <Tag color="blue">{t(`apply.financeTypes.${product.financeTypeCode}`)}</Tag>
        <Tag>{product.loanTypeDesc}</Tag>
      </div>
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }}>
        <Descriptions.Item label={t('apply.summary.fundingParty')}>
          {product.fundingPartyName}
        </Descriptions.Item>
        <Descriptions.Item label={t('apply.summary.rate')}>
          {t('apply.summary.rateRange', { start: product.rateStart, end: product.rateEnd })}
        </Descriptions.Item>
        <Descriptions.Item label={t('apply.summary.amount')}>
          {amountRangeText(product, t, i18n.language)}
        </Descriptions.Item>
        <Descriptions.Item label={t('apply.summary.term')}>{termRangeText(product, t)}</Descriptions.Item>
      </Descriptions>
    </section>
  );
}
