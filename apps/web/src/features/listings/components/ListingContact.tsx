import type { ListingDetail } from '@bazaar/shared';
import { useLocation, useNavigate } from 'react-router';
import { ChatIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n/useTranslation';
import { useMe } from '../../auth/api/useMe';
import { ChatWithSellerButton } from '../../chat/components/ChatWithSellerButton';
import { MakeOfferButton } from '../../offers/components/MakeOfferButton';
import { AdShowNumber } from '../../trust/components/lazy';
import styles from './ListingDetail.module.css';
import bar from './ListingContact.module.css';
import '../../../i18n/ad';

/**
 * Make Offer and Chat with seller (SPEC §2); a seller looking at their own ad gets neither. Signed
 * out (an ad page the server opens to everyone, OPEN_AD_PAGES) both lead to login and back here,
 * as the heart does, instead of an offer form or a chat the server would refuse.
 */
export function ListingContact({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const me = useMe();
  if (me.data && me.data.id === listing.seller.id)
    return <p className={styles.muted}>{t('listing.yourAd')}</p>;
  if (me.data === undefined || me.data === null)
    return <SignInToContact listing={listing} known={!me.isPending} />;
  return (
    <div className={`${styles.contact} ${bar.bar}`} data-testid="contact-bar">
      <MakeOfferButton listing={listing} />
      <ChatWithSellerButton listing={listing} />
      <AdShowNumber listing={listing} />
    </div>
  );
}

function SignInToContact({ listing, known }: { listing: ListingDetail; known: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const toLogin = () => navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
  return (
    <div className={styles.contact}>
      {listing.status !== 'active' && <p className={styles.muted}>{t('listing.soldNoOffers')}</p>}
      <div className={`${bar.buttons} ${bar.bar}`} data-testid="contact-bar">
        {listing.status === 'active' && (
          // Until we know who is signed in, a press could not know whether to ask for a login.
          <button type="button" className="btn" disabled={!known} onClick={toLogin}>
            {t('listing.makeOffer')}
          </button>
        )}
        <button type="button" className="btn btn-outline" disabled={!known} onClick={toLogin}>
          <ChatIcon size={18} />
          {t('listing.chatWithSeller')}
        </button>
      </div>
      {known && <p className={styles.muted}>{t('listing.loginToContact')}</p>}
    </div>
  );
}
