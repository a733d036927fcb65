import type { ReactNode } from 'react';
import { Col, Row } from 'antd';
import { LightTypography } from '@/components/light-typography/light-typography';
import styles from '../landing.module.css';

export interface FeatureCard {
  key: string;
  icon: ReactNode;
  title: string;
  description: string;
}

/** Cards of a benefit or feature each: icon, name, one sentence. */
export function FeatureCards({ items }: { items: readonly FeatureCard[] }) {
  return (
    <Row gutter={[24, 24]}>
      {items.map(({ key, icon, title, description }) => (
        <Col xs={24} md={24 / items.length} key={key}>
          <article className={styles.card}>
            <span className={styles.cardIcon} aria-hidden="true">
              {icon}
            </span>
            <LightTypography.Title level={3} className={styles.cardTitle}>
              {title}
            </LightTypography.Title>
            <LightTypography.Paragraph className={styles.cardText}>{description}</LightTypography.Paragraph>
          </article>
        </Col>
      ))}
    </Row>
  );
}
