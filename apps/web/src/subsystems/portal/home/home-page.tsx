import { AdBanner } from './components/ad-banner';
import { AudienceSection } from './components/audience-section';
import { FeaturedProducts } from './components/featured-products';
import { FinanceTypesSection } from './components/finance-types-section';
import { HeroSection } from './components/hero-section';
import { NewsSection } from './components/news-section';
import { ProcessSection } from './components/process-section';
import { RecommendedProducts } from './components/recommended-products';
import { useRecommendedProductPage } from '../products/api/query-recommend-product';
import styles from './home-page.module.css';

/**
 * The portal home page (/index, /mainIndex, business.md section 2): ad banners, the home banner
 * with featured products, the latest news, recommended products, then what the platform is for.
 * Each section loads, fails and empties on its own, so one slow call never blanks the page.
 */
export function HomePage() {
  const recommended = useRecommendedProductPage();
  return (
    <div className={styles.page}>
      <AdBanner />
      <HeroSection aside={<FeaturedProducts query={recommended} />} />
      <div className={styles.sections}>
        <NewsSection />
        <RecommendedProducts query={recommended} />
        <AudienceSection />
        <FinanceTypesSection />
        <ProcessSection />
      </div>
    </div>
  );
}
