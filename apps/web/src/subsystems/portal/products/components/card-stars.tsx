import { useTranslation } from 'react-i18next';
import { StarRow } from '@/components/star-row/star-row';
import { CARD_MAX_STARS, productCardStars } from '../lib/product-card-stars';
import styles from './product-card.module.css';

/** A product card's star rating from its success rate, or the words that it has none. */
export function CardStars({ successRate }: { successRate: number | null }) {
  const { t } = useTranslation();
  const count = productCardStars(successRate);
  if (count === 0) return <span className={styles.noRating}>{t('portal.products.card.noRating')}</span>;
  return <StarRow count={count} max={CARD_MAX_STARS} label={t('portal.products.card.stars', { count })} />;
}
