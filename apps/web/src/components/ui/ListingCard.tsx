import { findCategoryName, type ListingCard as Card } from '@bazaar/shared';
import type { ComponentType } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { formatDate, relativeDate } from '../../lib/dates';
import { formatDistanceIn, formatKmIn } from '../../lib/format';
import { usePageTime } from '../../lib/page-time';
import { cardHeading, cityLabel, listingPath } from '../../lib/listing';
import { useLabel, useLang } from '../../i18n/lang';
import { ImageIcon } from './icons';
import { photoLoading } from './main-photo';
import { Price } from './Price';
import styles from './ListingCard.module.css';

/**
 * The heart on a card's photo. Favourites are a feature, and features sit above components/, so
 * whoever shows cards passes it in (features/favourites' FavouriteButton).
 */
export type CardHeart = ComponentType<{ listingId: number; className?: string }>;

interface Props {
  listing: Card;
  heart: CardHeart;
  /** On mixed feeds (home) the category name helps; on a category page it is redundant. */
  showCategory?: boolean;
  /** The first cards on screen: their photo is the page's largest paint, so fetch it at once. */
  priority?: boolean;
}

export function ListingCard({ listing, heart: Heart, showCategory = false, priority = false }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const now = usePageTime();
  const label = useLabel();
  const category = findCategoryName(listing.category);
  const sold = listing.status === 'sold';
  const facts = [
    listing.year?.toString(),
    listing.kmDriven == null ? null : formatKmIn(listing.kmDriven, lang),
  ].filter(Boolean);

  return (
    // The heart sits beside the link, not in it: a button inside a link is neither valid nor usable.
    <div className={`${styles.card} ${sold ? styles.sold : ''}`}>
      <Link to={listingPath(listing)} className={styles.link}>
        <div className={styles.media}>
          {listing.photo ? (
            <img
              src={listing.photo.card}
              width={listing.photo.cardWidth}
              height={listing.photo.cardHeight}
              decoding="async"
              alt={listing.title}
              {...photoLoading(priority)}
            />
          ) : (
            <span className={styles.noPhoto}>
              <ImageIcon size={40} />
              <span className="visually-hidden">{t('listing.noPhoto')}</span>
            </span>
          )}
          {listing.featured && <span className={styles.featured}>{t('listing.featured')}</span>}
          {sold && <span className={styles.ribbon}>{t('listing.sold')}</span>}
        </div>
        <div className={styles.body}>
          <Price amount={listing.price} className={styles.price} />
          {facts.length > 0 && <p className={styles.facts}>{facts.join(' · ')}</p>}
          <h3 className={styles.heading} title={listing.title}>
            {cardHeading(listing)}
          </h3>
          {showCategory && category && <p className={styles.category}>{label(category.label)}</p>}
          {/* Only what the seller vouched for when posting: a badge is a promise to the buyer. */}
          {(listing.warranty || listing.documentTransfer) && (
            <p className={styles.badges}>
              {listing.warranty && <span className={styles.badge}>{t('listing.warranty')}</span>}
              {listing.documentTransfer && (
                <span className={styles.badge}>{t('listing.documentTransfer')}</span>
              )}
            </p>
          )}
          {/* Only on a list asked near a place (its strings come with the list's filters). */}
          {listing.distanceKm != null && (
            <p className={styles.facts}>
              {t('filters.away', { distance: formatDistanceIn(listing.distanceKm, lang) })}
            </p>
          )}
          <p className={styles.meta}>
            <span className={styles.city}>{cityLabel(listing.city, lang)}</span>
            <time dateTime={listing.createdAt} title={formatDate(listing.createdAt, lang)}>
              {relativeDate(listing.createdAt, lang, now, 'short')}
            </time>
          </p>
        </div>
      </Link>
      <div className={styles.overMedia}>
        <Heart listingId={listing.id} className={styles.heart} />
      </div>
    </div>
  );
}
