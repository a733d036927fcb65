import { Col, Row } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LoanType } from '@scf/shared/schemas/product';
import { LightTypography } from '@/components/light-typography/light-typography';
import { ButtonLink } from '@/components/button-link';
import { paths } from '@/lib/paths';
import { FlowSteps } from './components/flow-steps';
import { LandingHero } from './components/landing-hero';
import { LandingProducts } from './components/landing-products';
import { LandingSection } from './components/landing-section';
import styles from './landing.module.css';

/**
 * The three supply-chain pages of the public header, each tied to the loan type that finances it
 * (business.md section 3: SCBC receivable, WMS warehouse receipt, LOGMIS waybill).
 */
export const supplyChainKinds = {
  receivable: { loanType: 'SCBC', steps: ['documents', 'confirm', 'approve', 'loan'] },
  warehouse: { loanType: 'WMS', steps: ['store', 'receipt', 'pledge', 'loan'] },
  logistics: { loanType: 'LOGMIS', steps: ['waybill', 'receipt', 'apply', 'loan'] },
} as const satisfies Record<string, { loanType: LoanType; steps: readonly string[] }>;

export type SupplyChainKind = keyof typeof supplyChainKinds;

const fitPoints = ['a', 'b', 'c'] as const;

/** /supplyChain/*: what the financing is, how it runs, whom it suits, and four of its products. */
export function SupplyChainPage({ kind }: { kind: SupplyChainKind }) {
  const { t } = useTranslation();
  const { loanType, steps } = supplyChainKinds[kind];
  const text = (key: string) => t(`portal.landing.supplyChain.${kind}.${key}`);
  return (
    <div className={styles.page}>
      <LandingHero
        title={text('title')}
        intro={text('intro')}
        actions={
          <ButtonLink to={`${paths.product}?loanType=${loanType}`} size="large">
            {t('portal.landing.common.browse')}
          </ButtonLink>
        }
      />
      <div className={styles.sections}>
        <Row gutter={[40, 40]}>
          <Col xs={24} lg={14}>
            <LandingSection title={t('portal.landing.common.what')}>
              <LightTypography.Paragraph className={styles.prose}>{text('what')}</LightTypography.Paragraph>
            </LandingSection>
          </Col>
          <Col xs={24} lg={10}>
            <LandingSection title={t('portal.landing.common.fit')}>
              <ul className={styles.points}>
                {fitPoints.map((point) => (
                  <li key={point}>
                    <CheckCircleFilled className={styles.pointIcon} aria-hidden="true" />
                    {text(`fit.${point}`)}
                  </li>
                ))}
              </ul>
            </LandingSection>
          </Col>
        </Row>
        <LandingSection title={t('portal.landing.common.steps')}>
          <FlowSteps
            items={steps.map((step) => ({
              key: step,
              title: text(`steps.${step}.title`),
              description: text(`steps.${step}.description`),
            }))}
          />
        </LandingSection>
        <LandingProducts title={text('products')} filter={{ loanType }} />
      </div>
    </div>
  );
}
