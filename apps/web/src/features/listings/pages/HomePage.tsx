import { useTranslation } from '../../../i18n/useTranslation';
import { useRememberedRegion } from '../../../lib/region';
import { useListings } from '../../../lib/useListings';
import { freshFilter } from '../api/home-lists';
import { CategoryBar } from '../components/CategoryBar';
import { HeroBanner } from '../components/HeroBanner';
import { ListingGrid } from '../../../components/ui/ListingGrid';
import { MotorcycleCarousel } from '../components/MotorcycleCarousel';
import { FavouriteButton } from '../../favourites/components/FavouriteButton';
import styles from './HomePage.module.css';

export default function HomePage() {
  const { t } = useTranslation();
  // Both lists follow the region chosen in the navbar (remembered in this browser).
  const region = useRememberedRegion();
  const fresh = useListings(freshFilter(region));
  return (
    <>
      <CategoryBar />
      <HeroBanner />
      <div className="container">
        <MotorcycleCarousel />
        <section className={styles.fresh} aria-labelledby="fresh-recommendations">
          <h2 id="fresh-recommendations" className={styles.title}>
            {t('home.freshRecommendations')}
          </h2>
          <ListingGrid query={fresh} heart={FavouriteButton} layout="wide" showCategory />
        </section>
      </div>
    </>
  );
}
