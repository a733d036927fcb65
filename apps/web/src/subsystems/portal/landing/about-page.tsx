import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FriendLink } from '@scf/shared/schemas/content';
import { RichText } from '../common/rich-text';
import { useAboutUs } from './api/get-about-us';
import { useFriendLinks } from './api/get-friend-links';
import { LandingHero } from './components/landing-hero';
import { LandingSection } from './components/landing-section';
import { LoadError } from '../common/load-error';
import styles from './landing.module.css';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';

/**
 * /terraceAbout (business.md section 2): the platform's introduction, rich text from the server
 * rendered through the sanitising component, and the partner logo wall of friend links.
 */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <LandingHero title={t('portal.landing.about.title')} />
      <div className={styles.sections}>
        <AboutText />
        <LandingSection title={t('portal.landing.about.partners.title')}>
          <PartnerWall />
        </LandingSection>
      </div>
    </div>
  );
}

function AboutText() {
  const { t } = useTranslation();
  const about = useAboutUs();
  if (about.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (about.isError) {
    return <LoadError message={t('portal.landing.about.error')} onRetry={() => void about.refetch()} />;
  }
  const { articleName, logoImageUrl, articleText } = about.data;
  return (
    <LandingSection title={articleName || t('portal.landing.about.title')}>
      <div className={styles.about}>
        {logoImageUrl ? <img className={styles.aboutLogo} src={logoImageUrl} alt="" /> : null}
        <RichText html={articleText} />
      </div>
    </LandingSection>
  );
}

function PartnerWall() {
  const { t } = useTranslation();
  const links = useFriendLinks();
  if (links.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (links.isError) {
    return (
      <LoadError message={t('portal.landing.about.partners.error')} onRetry={() => void links.refetch()} />
    );
  }
  if (links.data.length === 0) return <Empty description={t('portal.landing.about.partners.empty')} />;
  return (
    <ul className={styles.partners}>
      {links.data.map((link) => (
        <li key={link.id}>
          <PartnerLogo link={link} />
        </li>
      ))}
    </ul>
  );
}

/** A partner's logo, named by its alt text; a link to the partner's site when it is a web address. */
function PartnerLogo({ link }: { link: FriendLink }) {
  const { t } = useTranslation();
  const logo = <img src={link.logo} alt={link.name} loading="lazy" />;
  if (!/^https?:\/\//i.test(link.url)) return <span className={styles.partner}>{logo}</span>;
  return (
    <a className={styles.partner} href={link.url} target="_blank" rel="noopener noreferrer">
      {logo}
      <VisuallyHidden>{t('portal.common.newWindow')}</VisuallyHidden>
    </a>
  );
}
