import { StarFilled } from '@ant-design/icons';
import { MAX_STARS } from '../lib/home-banner-stars';
import styles from '../home-page.module.css';

/** A row of stars for display only; one accessible name instead of five unlabelled icons. */
export function StarRating({ count, label }: { count: number; label: string }) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <StarFilled
          key={index}
          aria-hidden="true"
          className={index < count ? styles.starOn : styles.starOff}
        />
      ))}
    </span>
  );
}
