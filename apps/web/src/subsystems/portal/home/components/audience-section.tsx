import { useId } from 'react';
import type { ReactNode } from 'react';
import { Col, Row } from 'antd';
import { BankOutlined, CheckCircleFilled, ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LightTypography } from '@/components/light-typography/light-typography';
import styles from '../home-page.module.css';

const audiences: { key: string; icon: ReactNode; points: string[] }[] = [
  {
    key: 'enterprise',
    icon: <ShopOutlined />,
    points: ['register', 'products', 'apply', 'track'],
  },
  {
    key: 'institution',
    icon: <BankOutlined />,
    points: ['products', 'demands', 'approve', 'dashboard'],
  },
];

/** What the platform offers each side of a financing (business.md section 1). */
export function AudienceSection() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <LightTypography.Title level={2} id={headingId} className={styles.sectionTitle}>
        {t('portal.home.audiences.title')}
      </LightTypography.Title>
      <Row gutter={[24, 24]}>
        {audiences.map(({ key, icon, points }) => (
          <Col xs={24} md={12} key={key}>
            <article className={styles.card}>
              <div className={styles.cardHeading}>
                <span className={styles.cardIcon} aria-hidden="true">
                  {icon}
                </span>
                <div>
                  <LightTypography.Title level={3} className={styles.cardTitle}>
                    {t(`portal.home.audiences.${key}.title`)}
                  </LightTypography.Title>
                  <LightTypography.Text type="secondary">
                    {t(`portal.home.audiences.${key}.who`)}
                  </LightTypography.Text>
                </div>
              </div>
              <ul className={styles.points}>
                {points.map((point) => (
                  <li key={point}>
                    <CheckCircleFilled className={styles.pointIcon} aria-hidden="true" />
                    {t(`portal.home.audiences.${key}.points.${point}`)}
                  </li>
                ))}
              </ul>
            </article>
          </Col>
        ))}
      </Row>
    </section>
  );
}
