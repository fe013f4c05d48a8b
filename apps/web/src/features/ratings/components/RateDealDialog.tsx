import { useId } from 'react';
import { ErrorState } from '../../../components/ui/ErrorState';
import { useTranslation } from '../../../i18n/useTranslation';
import { isApiError } from '../../../lib/http';
import { useDeal } from '../api/useDeals';
import '../i18n';
import { Modal } from './Modal';
import { RatingForm } from './RatingForm';
import styles from './Ratings.module.css';

/** The rating form for one of my deals, in a dialog (opened from the bell's "Rate your deal"). */
export default function RateDealDialog({ dealId, onClose }: { dealId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const deal = useDeal(dealId);
  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      {deal.data ? (
        <RatingForm deal={deal.data} titleId={titleId} onDone={onClose} />
      ) : (
        <div className={styles.form}>
          <h2 id={titleId} className={styles.title}>
            {t('ratings.rate.stars')}
          </h2>
          {deal.isError ? (
            isApiError(deal.error, 403) || isApiError(deal.error, 404) ? (
              <p>{t('ratings.rate.notYours')}</p>
            ) : (
              <ErrorState onRetry={() => void deal.refetch()} retrying={deal.isRefetching} />
            )
          ) : (
            <p aria-busy="true">{t('common.loading')}</p>
          )}
          <div className={styles.actions}>
            <button type="button" className="btn btn-outline" onClick={onClose}>
              {t('ratings.rate.close')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
