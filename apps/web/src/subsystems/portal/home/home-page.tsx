import { AdBanner } from './components/ad-banner';
import { AudienceSection } from './components/audience-section';
import { FeaturedProducts } from './components/featured-products';
import { FinanceTypesSection } from './components/finance-types-section';
import { HeroSection } from './components/hero-section';
import { NewsSection } from './components/news-section';
import { ProcessSection } from './components/process-section';
import { RecommendedProducts } from './components/recommended-products';
import { useRecommendedProductPage } from '../products/api/query-recommend-product';
import { HydrateInTurn } from '@/first-screen/hydrate-in-turn';
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
      <HydrateInTurn name="home-AdBanner">
        <AdBanner />
      </HydrateInTurn>
      <HydrateInTurn name="home-hero">
        <HeroSection aside={<FeaturedProducts query={recommended} />} />
      </HydrateInTurn>
      <div className={styles.sections}>
        <HydrateInTurn name="home-NewsSection">
          <NewsSection />
        </HydrateInTurn>
        <HydrateInTurn name="home-recommended">
          <RecommendedProducts query={recommended} />
        </HydrateInTurn>
        <HydrateInTurn name="home-AudienceSection">
          <AudienceSection />
        </HydrateInTurn>
        <HydrateInTurn name="home-FinanceTypesSection">
          <FinanceTypesSection />
        </HydrateInTurn>
        <HydrateInTurn name="home-ProcessSection">
          <ProcessSection />
        </HydrateInTurn>
      </div>
    </div>
  );
}
