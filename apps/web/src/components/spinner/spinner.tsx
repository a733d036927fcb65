import styles from './spinner.module.css';

/**
 * A busy indicator for the screens that load before antd's Spin would be worth its weight (the
 * start-up's loading screen and the sign-in's image code): antd's Spin brought 1.1 KiB gzip (its
 * percent indicator and a debounce) to the sign-in screen. Decorative: the caller names what is
 * loading (role="status", or the busy control's own label).
 */
export function Spinner({ size = 'large' }: { size?: 'large' | 'small' }) {
  return <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />;
}
