import { useId } from 'react';
import type { ReactNode } from 'react';
import { Col, Row } from 'antd';
import { AccountBookOutlined, FileDoneOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LightTypography } from '@/components/light-typography/light-typography';
import styles from '../home-page.module.css';

/** The finance types of business.md section 1, keyed by their financeTypeCode. */
const financeTypes: { code: 'receivable' | 'voucher' | 'credit'; icon: ReactNode }[] = [
  { code: 'receivable', icon: <AccountBookOutlined /> },
  { code: 'voucher', icon: <FileDoneOutlined /> },
  { code: 'credit', icon: <SafetyCertificateOutlined /> },
];

export function FinanceTypesSection() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <LightTypography.Title level={2} id={headingId} className={styles.sectionTitle}>
        {t('portal.home.financeTypes.title')}
      </LightTypography.Title>
      <Row gutter={[24, 24]}>
        {financeTypes.map(({ code, icon }) => (
          <Col xs={24} md={8} key={code}>
            <article className={styles.card}>
              <span className={styles.cardIcon} aria-hidden="true">
                {icon}
              </span>
              <LightTypography.Title level={3} className={styles.cardTitle}>
                {t(`portal.home.financeTypes.${code}.title`)}
              </LightTypography.Title>
              <LightTypography.Paragraph className={styles.cardText}>
                {t(`portal.home.financeTypes.${code}.description`)}
              </LightTypography.Paragraph>
            </article>
          </Col>
        ))}
      </Row>
    </section>
  );
}
