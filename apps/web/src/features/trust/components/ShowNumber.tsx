import { PHONE_REVEALS_PER_DAY, type ListingDetail } from '@bazaar/shared';
import type { RefObject } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { isApiError } from '../../../lib/http';
import { blockRefusal } from '../../blocks/refusal';
import '../i18n';
import { useRevealPhone } from '../api/usePhone';
import { useActOnEarlyTap, type EarlyTap } from './early-tap';
import styles from './Trust.module.css';

/** "+91 98765 43210" as people read it out. */
function spaced(phone: string) {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return digits.length === 10 ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
}

/**
 * For a signed-in buyer on an ad whose seller allows it: the number, only once asked for (the
 * seller sees who asked). It is never in the page before that.
 */
export function ShowNumber({ listing, early }: { listing: ListingDetail; early?: RefObject<EarlyTap> }) {
  const { t } = useTranslation();
  const reveal = useRevealPhone(listing.id);
  const show = () => {
    if (!reveal.isPending && !reveal.data) reveal.mutate();
  };
  useActOnEarlyTap(early, show);
  if (!listing.phoneOnRequest || listing.status !== 'active') return null;
  const phone = reveal.data?.phone;
  return (
    <div className={styles.phone}>
      {phone ? (
        <a
          className={`btn ${styles.phoneNumber}`}
          href={`tel:+91${phone.slice(-10)}`}
          data-testid="phone-number"
        >
          {spaced(phone)}
        </a>
      ) : (
        <button
          type="button"
          className="btn btn-outline"
          disabled={reveal.isPending}
          onClick={show}
          data-show-number
        >
          {reveal.isPending ? t('trust.phone.showing') : t('trust.phone.show')}
        </button>
      )}
      {reveal.isError && (
        <p className={styles.phoneError} role="alert">
          {blockRefusal(reveal.error, t) ??
            (isApiError(reveal.error, 429)
              ? t('trust.phone.limit', { count: PHONE_REVEALS_PER_DAY })
              : isApiError(reveal.error, 404)
                ? t('trust.phone.unavailable')
                : t('trust.phone.failed'))}
        </p>
      )}
    </div>
  );
}
