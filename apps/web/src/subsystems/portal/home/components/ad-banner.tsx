import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdRow } from '@scf/shared/schemas/content';
import { useHomeAds } from '../api/get-home-ads';
import { adTarget } from '../lib/ad-target';
import { AutoCarousel } from './auto-carousel';
import styles from '../home-page.module.css';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';

/**
 * The home page's ad banners (position web_index), each opening what its adType names. While they
 * load a placeholder of the same size holds the page still; with none, or on failure, the banner is
 * left out and the page starts with its introduction.
 */
export function AdBanner() {
  const { t } = useTranslation();
  const ads = useHomeAds();
  if (ads.isPending) {
    return (
      <div className={styles.banner}>
        <div className={styles.bannerPlaceholder} role="status" aria-label={t('app.loading')} />
      </div>
    );
  }
  const rows = ads.data ?? [];
  if (rows.length === 0) return null;
  return (
    <div className={styles.banner}>
      <AutoCarousel
        className={styles.bannerCarousel}
        label={t('portal.home.banner.label')}
        count={rows.length}
        renderSlide={(index, active) => {
          const ad = rows[index];
          return ad ? <AdSlide ad={ad} focusable={active} /> : null;
        }}
      />
    </div>
  );
}

function AdSlide({ ad, focusable }: { ad: AdRow; focusable: boolean }) {
  const { t } = useTranslation();
  const image = <img className={styles.bannerImage} src={ad.adImageUrl} alt={ad.title} />;
  const target = adTarget(ad);
  const tabIndex = focusable ? undefined : -1;
  if (target?.kind === 'internal') {
    return (
      <Link to={target.to} className={styles.bannerLink} tabIndex={tabIndex}>
        {image}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a
        href={target.href}
        className={styles.bannerLink}
        target="_blank"
        rel="noopener noreferrer"
        tabIndex={tabIndex}
      >
        {image}
        <VisuallyHidden>{t('portal.common.newWindow')}</VisuallyHidden>
      </a>
    );
  }
  return image;
}
