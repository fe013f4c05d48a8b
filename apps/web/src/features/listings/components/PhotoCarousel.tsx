import type { Photo } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import { Carousel } from '../../../components/ui/Carousel';
import { ImageIcon } from '../../../components/ui/icons';
import styles from './PhotoCarousel.module.css';

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
  return (
    <Carousel label={t('listing.photos')} options={OPTIONS} arrows dots className={styles.carousel}>
      {photos.map((p, i) => (
        <div key={p.full} className={styles.frame}>
          <img
            src={p.full}
            width={p.fullWidth}
            height={p.fullHeight}
            loading={i === 0 ? 'eager' : 'lazy'}
            // The first photo is the page's largest paint: fetched first, ahead of the scripts.
            fetchPriority={i === 0 ? 'high' : undefined}
            decoding="async"
            alt={t('listing.photoAlt', { title, n: i + 1, total: photos.length })}
          />
        </div>
      ))}
    </Carousel>
  );
}
