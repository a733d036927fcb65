import { StarFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CARD_MAX_STARS, productCardStars } from '../lib/product-card-stars';
import styles from './product-card.module.css';

/** A product card's star rating from its success rate; one accessible name for the row of icons. */
export function CardStars({ successRate }: { successRate: number | null }) {
  const { t } = useTranslation();
  const count = productCardStars(successRate);
  if (count === 0) return <span className={styles.noRating}>{t('portal.products.card.noRating')}</span>;
  return (
    <span className={styles.stars} role="img" aria-label={t('portal.products.card.stars', { count })}>
      {Array.from({ length: CARD_MAX_STARS }, (_, index) => (
        <StarFilled
          key={index}
          aria-hidden="true"
          className={index < count ? styles.starOn : styles.starOff}
        />
      ))}
    </span>
  );
}
