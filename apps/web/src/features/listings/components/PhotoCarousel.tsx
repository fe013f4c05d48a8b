import type { Photo } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import { Suspense } from 'react';
import { LazyCarousel } from '../../../components/ui/LazyCarousel';
import { ImageIcon } from '../../../components/ui/icons';
import { photoLoading } from '../../../components/ui/main-photo';
import styles from './PhotoCarousel.module.css';
import '../../../i18n/ad';

// SPEC §9: one slide at a time, infinite loop, dots; arrows help on desktop where nobody swipes.
const OPTIONS = { loop: true } as const;

/** The ad's own photos. The first loads at once (it is the page's main image), the rest lazily. */
export function PhotoCarousel({ photos, title }: { photos: Photo[]; title: string }) {
  const { t } = useTranslation();
  if (photos.length === 0) {
    return (
      <div className={`${styles.frame} ${styles.empty}`}>
        <ImageIcon size={56} />
        <span>{t('listing.noPhoto')}</span>
      </div>
    );
  }
  const frame = (p: Photo, i: number) => (
    <div key={p.full} className={styles.frame}>
      <img
        src={p.full}
        width={p.fullWidth}
        height={p.fullHeight}
        decoding="async"
        alt={t('listing.photoAlt', { title, n: i + 1, total: photos.length })}
        // The first photo is the page's largest paint.
        {...photoLoading(i === 0)}
      />
    </div>
  );
  // Until the carousel's code is in (after a client-side navigation): the first photo, with the
  // dots' row held, so nothing moves when the carousel takes its place.
  const firstPhoto = (
    <div className={styles.carousel}>
      {frame(photos[0]!, 0)}
      {photos.length > 1 && <div className={styles.dotsPending} aria-hidden="true" />}
    </div>
  );
  return (
    <Suspense fallback={firstPhoto}>
      <LazyCarousel label={t('listing.photos')} options={OPTIONS} arrows dots className={styles.carousel}>
        {photos.map(frame)}
      </LazyCarousel>
    </Suspense>
  );
}
