import { findState, type ListingDetail } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatDate } from '../../../lib/dates';
import { cityLabel } from '../../../lib/listing';
import { useLabel, useLang } from '../../../i18n/lang';
import { attributeRows } from './attributes';
import styles from './ListingDetail.module.css';
import '../../../i18n/ad';

/** Overview (owners, address, posting date), the category's details, and the seller's description. */
export function ListingInfo({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const label = useLabel();
  const state = findState(listing.state);
  const address = [
    listing.locality,
    cityLabel(listing.city, lang),
    state ? label(state.label) : listing.state,
  ]
    .filter(Boolean)
    .join(', ');
  const rows = attributeRows(listing, lang);

  return (
    <>
      <section className={styles.card}>
        <h2 className={styles.cardHeading}>{t('listing.overview')}</h2>
        <dl className={styles.overview}>
          {listing.owners && (
            <div>
              <dt>{t('listing.owners')}</dt>
              <dd>{listing.owners}</dd>
            </div>
          )}
          <div>
            <dt>{t('listing.location')}</dt>
            <dd>{address}</dd>
          </div>
          <div>
            <dt>{t('listing.postingDate')}</dt>
            <dd>
              <time dateTime={listing.createdAt}>{formatDate(listing.createdAt, lang)}</time>
            </dd>
          </div>
        </dl>
      </section>
      {rows.length > 0 && (
        <section className={styles.card}>
          <h2 className={styles.cardHeading}>{t('listing.details')}</h2>
          <dl className={styles.details}>
            {rows.map((r) => (
              <div key={r.key}>
                <dt>{r.label}</dt>
                <dd>{r.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <section className={styles.card}>
        <h2 className={styles.cardHeading}>{t('listing.description')}</h2>
        <p className={styles.description}>{listing.description}</p>
      </section>
    </>
  );
}
