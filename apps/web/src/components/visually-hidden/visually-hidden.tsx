import type { HTMLAttributes } from 'react';
import styles from './visually-hidden.module.css';

/**
 * Words for screen readers only, beside what the eye already gets from the layout ("opens in a new
 * window" after a link's arrow, a card's full name behind its shortened title).
 */
export function VisuallyHidden(props: Omit<HTMLAttributes<HTMLSpanElement>, 'className'>) {
  return <span {...props} className={styles.hidden} />;
}
