import type { Offer } from '@bazaar/shared';
import { useToast } from '../../../components/ui/Toast';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatRupeesIn } from '../../../lib/format';
import { isApiError } from '../../../lib/http';
import { blockRefusal } from '../../blocks/refusal';
import { useDecideOffer } from '../api/useOfferMutations';
import '../i18n';
import styles from './Offers.module.css';

/**
 * An offer as it appears in the conversation: amount, note, where it stands. The seller answers an
 * open one here; the buyer sees it change when the seller does (live).
 */
export function OfferCard({
  offer,
  mine,
  canDecide,
  otherName,
  adActive = false,
}: {
  offer: Offer;
  mine: boolean;
  canDecide: boolean;
  otherName: string;
  /**
   * The ad is still for sale: an offer closed anyway was closed by a block, and says only
   * "Closed" (to the blocked person it must not say why; and it was not sold or removed).
   */
  adActive?: boolean;
}) {
  const { t, lang } = useTranslation();
  const toast = useToast();
  const decide = useDecideOffer();

  function answer(decision: 'accept' | 'decline') {
    decide.mutate(
      { id: offer.id, decision },
      {
        onSuccess: () =>
          toast.show(t(decision === 'accept' ? 'offers.accepted' : 'offers.declined'), 'success'),
        // Answered in another tab, or closed by the ad's sale meanwhile: say so (the card refreshes).
        // A block between the two: the same sentence a message would get.
        onError: (error) =>
          toast.show(
            blockRefusal(error, t) ??
              t(isApiError(error, 409) ? 'offers.decideTooLate' : 'offers.decideFailed'),
            'error',
          ),
      },
    );
  }

  return (
    <div
      className={`${styles.card} ${styles[offer.status]}`}
      data-testid="offer-card"
      data-status={offer.status}
    >
      <span className={styles.cardLabel}>
        {mine ? t('offers.yourOffer') : t('offers.theirOffer', { name: otherName })}
      </span>
      <strong className={styles.amount}>{formatRupeesIn(offer.amount, lang)}</strong>
      {offer.note && <p className={styles.note}>{offer.note}</p>}
      <span className={styles.status}>
        {/* The seller is the one the buyer waits for: to him, an open offer waits for his answer. */}
        {canDecide && offer.status === 'open'
          ? t('offers.waitingForYou')
          : offer.status === 'closed' && adActive
            ? t('offers.closedAdActive')
            : t(`offers.status.${offer.status}`)}
      </span>
      {canDecide && offer.status === 'open' && (
        <div className={styles.actions}>
          <button type="button" className="btn" onClick={() => answer('accept')} disabled={decide.isPending}>
            {t('offers.accept')}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => answer('decline')}
            disabled={decide.isPending}
          >
            {t('offers.decline')}
          </button>
        </div>
      )}
    </div>
  );
}
