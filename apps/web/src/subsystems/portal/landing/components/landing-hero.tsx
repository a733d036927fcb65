import type { ReactNode } from 'react';
import { LightTypography } from '@/components/light-typography/light-typography';
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
        <LightTypography.Title level={1} className={styles.heroTitle}>
          {title}
        </LightTypography.Title>
        {intro ? (
          <LightTypography.Paragraph className={styles.heroIntro}>{intro}</LightTypography.Paragraph>
        ) : null}
        {actions ? <div className={styles.heroActions}>{actions}</div> : null}
      </div>
    </section>
  );
}
