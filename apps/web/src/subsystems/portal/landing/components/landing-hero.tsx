import type { ReactNode } from 'react';
import { Typography } from 'antd';
import styles from '../landing.module.css';

/** A landing page's opening band: its title (the page's one h1), what it offers, and actions. */
export function LandingHero({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
}) {
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        <Typography.Title level={1} className={styles.heroTitle}>
          {title}
        </Typography.Title>
        {intro ? <Typography.Paragraph className={styles.heroIntro}>{intro}</Typography.Paragraph> : null}
        {actions ? <div className={styles.heroActions}>{actions}</div> : null}
      </div>
    </section>
  );
}
