import type { ListingDetail } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatDate, formatMonthYear } from '../../../lib/dates';
import { useLang } from '../../../i18n/lang';
import { ProfileLink } from '../../profiles/components/ProfileLink';
import { LazySellerTrust } from '../../profiles/components/lazy';
import { ListingContact } from './ListingContact';
import styles from './ListingDetail.module.css';
import '../../../i18n/ad';

/** Who sells it (a link to their profile), since when, how rated, and the ways to reach them: an offer or a chat. */
export function SellerCard({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const initial = listing.seller.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <section className={styles.card}>
      <h2 className={styles.cardHeading}>{t('listing.soldBy')}</h2>
      <div className={styles.seller}>
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
        <div>
          <p className={styles.sellerName}>
            <ProfileLink id={listing.seller.id} className={styles.sellerLink} data-testid="seller-profile">
              {listing.seller.name}
            </ProfileLink>
          </p>
          <p className={styles.muted}>
            {t('listing.memberSince', { date: formatMonthYear(listing.seller.memberSince, lang) })}
          </p>
          <LazySellerTrust badges={listing.seller.badges} rating={listing.seller.rating} />
        </div>
      </div>
      <p className={styles.muted}>
        {t('listing.postDate')}:{' '}
        <time dateTime={listing.createdAt}>{formatDate(listing.createdAt, lang)}</time>
      </p>
      <ListingContact listing={listing} />
    </section>
  );
}
