import {
  CheckCircleOutlined,
  ControlOutlined,
  DollarOutlined,
  SafetyCertificateOutlined,
  SwapOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { paths } from '@/lib/paths';
import { FeatureCards } from './components/feature-cards';
import { LandingHero } from './components/landing-hero';
import { LandingProducts } from './components/landing-products';
import { LandingSection } from './components/landing-section';
import styles from './landing.module.css';

const benefits = [
  { key: 'easy', icon: <ThunderboltOutlined /> },
  { key: 'lowCost', icon: <DollarOutlined /> },
  { key: 'assured', icon: <SafetyCertificateOutlined /> },
] as const;

const features = [
  { key: 'transferable', icon: <SwapOutlined /> },
  { key: 'financeable', icon: <CheckCircleOutlined /> },
  { key: 'configurable', icon: <ControlOutlined /> },
] as const;

/**
 * /voucher, the electronic voucher (business.md section 2): its benefits and what a voucher can do,
 * then four products that finance it. An electronic voucher is a receivable, financed by
 * factoring, so the list shows finance type receivable (docs/decisions.md).
 */
export function VoucherPage() {
  const { t } = useTranslation();
  const text = (key: string) => t(`portal.landing.voucher.${key}`);
  return (
    <div className={styles.page}>
      <LandingHero
        title={text('title')}
        intro={text('intro')}
        actions={
          <>
            <ButtonLink to={paths.register} size="large">
              {t('portal.landing.common.register')}
            </ButtonLink>
            <ButtonLink to={paths.product} size="large" ghost>
              {t('portal.landing.common.browse')}
            </ButtonLink>
          </>
        }
      />
      <div className={styles.sections}>
        <LandingSection title={text('benefits.title')}>
          <FeatureCards
            items={benefits.map(({ key, icon }) => ({
              key,
              icon,
              title: text(`benefits.${key}.title`),
              description: text(`benefits.${key}.description`),
            }))}
          />
        </LandingSection>
        <LandingSection title={text('features.title')}>
          <FeatureCards
            items={features.map(({ key, icon }) => ({
              key,
              icon,
              title: text(`features.${key}.title`),
              description: text(`features.${key}.description`),
            }))}
          />
        </LandingSection>
        <LandingProducts title={text('products')} filter={{ financeTypeCode: 'receivable' }} />
      </div>
    </div>
  );
}
