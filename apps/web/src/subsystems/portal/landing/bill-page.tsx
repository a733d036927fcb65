import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LightTypography } from '@/components/light-typography/light-typography';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';
import { ButtonLink } from '@/components/button-link';
import { paths } from '@/lib/paths';
import { FlowSteps } from './components/flow-steps';
import { LandingHero } from './components/landing-hero';
import { LandingProducts } from './components/landing-products';
import { LandingSection } from './components/landing-section';
import styles from './landing.module.css';

/** The business flow of business.md section 2, in order. */
const flow = ['register', 'signing', 'pricing', 'materials', 'endorsement'] as const;

/**
 * The partner bank's open platform, where signing, pricing and endorsement happen. The spec links
 * out without naming the bank; ours is ICBC's API open platform (docs/decisions.md).
 */
export const BANK_OPEN_PLATFORM_URL = 'https://open.icbc.com.cn/';

/**
 * /bill, the electronic bill (business.md section 2): the discounting flow as steps, the way out
 * to the bank's open platform, and four bill-financing products (finance type voucher, 票据融资).
 */
export function BillPage() {
  const { t } = useTranslation();
  const text = (key: string) => t(`portal.landing.bill.${key}`);
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
        <LandingSection title={text('flow.title')}>
          <FlowSteps
            items={flow.map((key) => ({
              key,
              title: text(`flow.${key}.title`),
              description: text(`flow.${key}.description`),
            }))}
          />
        </LandingSection>
        <LandingSection title={text('openPlatform.title')}>
          <div className={styles.callout}>
            <LightTypography.Paragraph className={styles.calloutText}>
              {text('openPlatform.description')}
            </LightTypography.Paragraph>
            <a
              className={styles.calloutLink}
              href={BANK_OPEN_PLATFORM_URL}
              target="_blank"
              rel="noopener noreferrer"
            >
              {text('openPlatform.link')}
              <ExportOutlined aria-hidden="true" />
              <VisuallyHidden>{t('portal.common.newWindow')}</VisuallyHidden>
            </a>
          </div>
        </LandingSection>
        <LandingProducts title={text('products')} filter={{ financeTypeCode: 'voucher' }} />
      </div>
    </div>
  );
}
