import { AudienceSection } from './components/audience-section';
import { FinanceTypesSection } from './components/finance-types-section';
import { HeroSection } from './components/hero-section';
import { ProcessSection } from './components/process-section';
import styles from './home-page.module.css';

/**
 * The portal home page (/index, /mainIndex): a stack of independent sections, so banners, news and
 * product recommendations join as further sections.
 */
export function HomePage() {
  return (
    <div className={styles.page}>
      <HeroSection />
      <div className={styles.sections}>
        <AudienceSection />
        <FinanceTypesSection />
        <ProcessSection />
      </div>
    </div>
  );
}
