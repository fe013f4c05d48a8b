import { optionLabel, type ListingDetail } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import { FuelIcon, GearIcon, PinIcon, RoadIcon } from '../../../components/ui/icons';
import { FavouriteButton } from '../../favourites/components/FavouriteButton';
import { Price } from '../../../components/ui/Price';
import { formatDate } from '../../../lib/dates';
import { formatKmIn } from '../../../lib/format';
import { cityLabel } from '../../../lib/listing';
import { useLang } from '../../../i18n/lang';
import styles from './ListingDetail.module.css';
import '../../../i18n/ad';

/** The price box: what it is, what it costs, the key vehicle facts, where and when. */
export function ListingSummary({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const facts = [
    listing.fuel && {
      icon: <FuelIcon size={18} />,
      label: t('listing.fuel'),
      value: optionLabel(listing.fuel, lang),
    },
    listing.kmDriven != null && {
      icon: <RoadIcon size={18} />,
      label: t('listing.km'),
      value: formatKmIn(listing.kmDriven, lang),
    },
    listing.transmission && {
      icon: <GearIcon size={18} />,
      label: t('listing.transmission'),
      value: optionLabel(listing.transmission, lang),
    },
  ].filter((f) => !!f);
  const brandModel = [listing.brand, listing.model].filter(Boolean).join(' · ');

  return (
    <section className={styles.card}>
      <div className={styles.tags}>
        {listing.featured && <span className={styles.featured}>{t('listing.featured')}</span>}
        {listing.status === 'sold' && <span className={styles.soldTag}>{t('listing.sold')}</span>}
      </div>
      <div className={styles.priceRow}>
        <Price amount={listing.price} className={styles.price} />
        <FavouriteButton listingId={listing.id} variant="plain" />
      </div>
      <h1 className={styles.title}>{listing.title}</h1>
      {brandModel && (
        <p className={styles.brandModel}>
          {brandModel}
          {listing.year ? ` · ${listing.year}` : ''}
        </p>
      )}
      {facts.length > 0 && (
        <ul className={styles.facts}>
          {facts.map((f) => (
            <li key={f.label}>
              {f.icon}
              <span className="visually-hidden">{f.label}: </span>
              {f.value}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.where}>
        <span>
          <PinIcon size={16} />
          {[listing.locality, cityLabel(listing.city, lang)].filter(Boolean).join(', ')}
        </span>
        <time dateTime={listing.createdAt}>{formatDate(listing.createdAt, lang)}</time>
      </p>
    </section>
  );
}
