import type { ListingDetail } from '@bazaar/shared';
import { useMe } from '../../auth/api/useMe';
import { ReportButton } from './ReportButton';
import styles from './Report.module.css';

/** Under the seller card: anyone signed in may report an ad that is not their own. */
export function ReportAdLink({ listing }: { listing: ListingDetail }) {
  const me = useMe();
  if (!me.data || me.data.id === listing.seller.id) return null;
  return (
    <div className={styles.adLink}>
      <ReportButton target={{ kind: 'listing', listingId: listing.id }} label="ad" />
    </div>
  );
}
