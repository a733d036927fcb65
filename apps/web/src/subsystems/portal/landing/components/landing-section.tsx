import { useId } from 'react';
import type { ReactNode } from 'react';
import { LightTypography } from '@/components/light-typography/light-typography';
import styles from '../landing.module.css';

/** A titled section of a landing page; the heading names the section for assistive technology. */
export function LandingSection({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeading}>
        <LightTypography.Title level={2} id={headingId} className={styles.sectionTitle}>
          {title}
        </LightTypography.Title>
        {extra}
      </div>
      {children}
    </section>
  );
}
