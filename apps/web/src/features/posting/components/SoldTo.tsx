import type { OwnDeal } from '@bazaar/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { retryImport } from '../../../lib/lazy';
import styles from './SoldTo.module.css';

// The rating form loads when the seller opens it.
const RateDealDialog = lazy(() => retryImport(() => import('../../ratings/components/RateDealDialog')));

/** A public name's first word: enough for the seller, who chose the buyer, to know who it was. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * Under a sold ad in My Ads: who bought it ("Sold to Lata", or someone else), and while the deal
 * can still be rated, the way to rate them; once rated, that it was.
 */
export function SoldTo({ deal }: { deal: OwnDeal }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(false);
  const name = deal.buyer ? firstName(deal.buyer.name) : '';
  return (
    <span className={styles.soldTo} data-testid="sold-to">
      <span>{deal.buyer ? t('myAds.soldTo.buyer', { name }) : t('myAds.soldTo.someoneElse')}</span>
      {deal.canRate && (
        <button type="button" className={styles.rate} onClick={() => setRating(true)}>
          {t('myAds.soldTo.rate', { name })}
        </button>
      )}
      {deal.rated && <span className={styles.rated}>{t('myAds.soldTo.rated', { name })}</span>}
      {rating && (
        <Suspense fallback={null}>
          <RateDealDialog dealId={deal.id} onClose={() => setRating(false)} />
        </Suspense>
      )}
    </span>
  );
}
