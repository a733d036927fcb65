import { useId } from 'react';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LightTypography } from '@/components/light-typography/light-typography';
import styles from '../home-page.module.css';

/** A financing case from registration to repayment, the path the platform carries both sides along. */
const steps = ['register', 'choose', 'apply', 'approve', 'repay'] as const;

export function ProcessSection() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <LightTypography.Title level={2} id={headingId} className={styles.sectionTitle}>
        {t('portal.home.process.title')}
      </LightTypography.Title>
      <Steps
        className={styles.steps}
        current={steps.length}
        items={steps.map((step) => ({
          title: t(`portal.home.process.${step}.title`),
          content: t(`portal.home.process.${step}.description`),
          status: 'process',
        }))}
      />
    </section>
  );
}
