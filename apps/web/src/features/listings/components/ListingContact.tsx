import type { ListingDetail } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import { useMe } from '../../auth/api/useMe';
import { ChatWithSellerButton } from '../../chat/components/ChatWithSellerButton';
import { MakeOfferButton } from '../../offers/components/MakeOfferButton';
import styles from './ListingDetail.module.css';

/** Make Offer and Chat with seller (SPEC §2); a seller looking at their own ad gets neither. */
export function ListingContact({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const me = useMe().data;
  if (me && me.id === listing.seller.id) return <p className={styles.muted}>{t('listing.yourAd')}</p>;
  return (
    <div className={styles.contact}>
      <MakeOfferButton listing={listing} />
      <ChatWithSellerButton listing={listing} />
    </div>
  );
}
