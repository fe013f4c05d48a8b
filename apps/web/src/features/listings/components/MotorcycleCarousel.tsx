import type { EmblaOptionsType } from 'embla-carousel';
import { useTranslation } from '../../../i18n/useTranslation';
import { Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LazyCarousel as Carousel, loadCarousel } from '../../../components/ui/LazyCarousel';
import { ListingCard } from '../../../components/ui/ListingCard';
import { CardSkeleton } from '../../../components/ui/Skeleton';
import { useRememberedRegion } from '../../../lib/region';
import { useListings } from '../../../lib/useListings';
import { motorcyclesFilter } from '../api/home-lists';
import { FavouriteButton } from '../../favourites/components/FavouriteButton';
import styles from './MotorcycleCarousel.module.css';

// SPEC §9: 4 shown, 4 per step, every 3000 ms, 500 ms transitions, dots. Embla's `duration` is not
// in ms: it drives a spring stepped at 60 fps, and 22 covers 98% of a 4-card move in ~500 ms.
const OPTIONS: EmblaOptionsType = {
  align: 'start',
  loop: true,
  slidesToScroll: 4,
  duration: 22,
  breakpoints: {
    '(max-width: 1023px)': { slidesToScroll: 2 },
    '(max-width: 599px)': { slidesToScroll: 1 },
  },
};
const AUTOPLAY_MS = 3000;

/** 'More on motorcycles': real motorcycle ads, newest first. */
export function MotorcycleCarousel() {
  const { t } = useTranslation();
  const region = useRememberedRegion();
  const query = useListings(motorcyclesFilter(region));
  const items = query.data?.pages[0]?.items ?? [];
  useEffect(() => {
    loadCarousel().catch(() => {}); // Only a head start: the lazy component retries and reports.
  }, []);

  const skeleton = (
    <div className={styles.loading} aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: 4 }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </div>
  );
  // Until the carousel's code is in, the first cards stand in a plain strip laid out as its slides
  // are: the photos (the page's largest paint) show as soon as the list is there.
  const strip = (
    <div className={styles.strip}>
      {items.slice(0, 4).map((item, i) => (
        <div key={item.id} className={styles.slide}>
          <ListingCard listing={item} heart={FavouriteButton} priority={i < 2} />
        </div>
      ))}
    </div>
  );
  let body;
  if (query.isPending) {
    body = skeleton;
  } else if (query.isError) {
    body = <ErrorState onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  } else if (items.length === 0) {
    return null; // No motorcycle ads yet: leave the section out rather than show an empty strip.
  } else {
    body = (
      <Suspense fallback={strip}>
        <Carousel
          label={t('home.moreMotorcycles')}
          options={OPTIONS}
          autoplayMs={AUTOPLAY_MS}
          slideClassName={styles.slide}
        >
          {items.map((item, i) => (
            <ListingCard key={item.id} listing={item} heart={FavouriteButton} priority={i < 2} />
          ))}
        </Carousel>
      </Suspense>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="more-motorcycles">
      <div className={styles.head}>
        <h2 id="more-motorcycles" className={styles.title}>
          {t('home.moreMotorcycles')}
        </h2>
        <Link to="/products/motorcyles" className={styles.more}>
          {t('home.viewMore')}
        </Link>
      </div>
      {body}
    </section>
  );
}
