import type { ListingDetail } from '@bazaar/shared';
import { lazy, Suspense, useState } from 'react';
import { retryImport } from '../../../lib/lazy';
import { useTranslation } from '../../../i18n/useTranslation';
import styles from './Offers.module.css';
import '../../../i18n/ad';

// The dialog (form, checks, its strings) loads on the first press, not with the ad page.
const MakeOfferDialog = lazy(() => retryImport(() => import('./MakeOfferDialog')));

/** SPEC's Make Offer button: opens the offer dialog. A sold ad takes no offers. */
export function MakeOfferButton({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (listing.status !== 'active') return <p className={styles.muted}>{t('listing.soldNoOffers')}</p>;
  return (
    <>
      <button type="button" className={`btn ${styles.makeOffer}`} onClick={() => setOpen(true)}>
        {t('listing.makeOffer')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MakeOfferDialog listing={listing} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
