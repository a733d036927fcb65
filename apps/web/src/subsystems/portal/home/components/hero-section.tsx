import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LightTypography } from '@/components/light-typography/light-typography';
import { ButtonLink } from '@/components/button-link';
import { paths } from '@/lib/paths';
import styles from '../home-page.module.css';

/** The home banner: the platform's name and purpose with the way in, and a side panel beside them. */
export function HeroSection({ aside }: { aside?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        <div className={styles.heroIntro}>
          <LightTypography.Title level={1} className={styles.heroTitle}>
            {t('app.name')}
          </LightTypography.Title>
          <LightTypography.Paragraph className={styles.heroPurpose}>
            {t('portal.home.hero.purpose')}
          </LightTypography.Paragraph>
          <div className={styles.heroActions}>
            <ButtonLink to={paths.register} size="large">
              {t('portal.home.hero.register')}
            </ButtonLink>
            <ButtonLink to={paths.about} size="large" ghost>
              {t('portal.home.hero.about')}
            </ButtonLink>
          </div>
        </div>
        {aside}
      </div>
    </section>
  );
}
