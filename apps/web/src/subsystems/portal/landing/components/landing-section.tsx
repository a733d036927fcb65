import { useId } from 'react';
import type { ReactNode } from 'react';
import { Typography } from 'antd';
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
        <Typography.Title level={2} id={headingId} className={styles.sectionTitle}>
          {title}
        </Typography.Title>
        {extra}
      </div>
      {children}
    </section>
  );
}
