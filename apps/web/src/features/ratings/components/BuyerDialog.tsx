import type { Deal } from '@bazaar/shared';
import { useId, useState, type FormEvent } from 'react';
import { ErrorState } from '../../../components/ui/ErrorState';
import { useToast } from '../../../components/ui/Toast';
import { useTranslation } from '../../../i18n/useTranslation';
import { isApiError } from '../../../lib/http';
import { useDealCandidates, useRecordDeal } from '../api/useDeals';
import '../i18n';
import { Modal } from './Modal';
import { RatingForm } from './RatingForm';
import styles from './Ratings.module.css';

const SOMEONE_ELSE = 'else';

/**
 * After Mark sold: who bought it, among the people who chatted about the ad, or someone else. Naming
 * a buyer opens the rating form at once; both are told they may rate the deal.
 */
export default function BuyerDialog({ listingId, onClose }: { listingId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const errorId = useId();
  const candidates = useDealCandidates(listingId);
  const record = useRecordDeal(listingId);
  const [choice, setChoice] = useState<string>();
  const [error, setError] = useState<string>();
  const [deal, setDeal] = useState<Deal>();

  if (deal?.buyer)
    return (
      <Modal labelledBy={titleId} onClose={onClose}>
        <RatingForm deal={deal} titleId={titleId} onDone={onClose} />
      </Modal>
    );

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!choice) return onClose();
    setError(undefined);
    record.mutate(choice === SOMEONE_ELSE ? null : Number(choice), {
      onSuccess: (saved) => {
        if (saved.buyer) toast.show(t('ratings.buyer.saved'), 'success');
        else onClose();
        setDeal(saved);
      },
      onError: (err) => setError(t(isApiError(err, 409) ? 'ratings.buyer.rated' : 'ratings.buyer.failed')),
    });
  }

  const people = candidates.data?.items ?? [];
  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <form method="post" className={styles.form} onSubmit={submit} noValidate>
        <h2 id={titleId} className={styles.title}>
          {t('ratings.buyer.title')}
        </h2>
        {candidates.isPending ? (
          <p aria-busy="true">{t('common.loading')}</p>
        ) : candidates.isError ? (
          <ErrorState onRetry={() => void candidates.refetch()} retrying={candidates.isRefetching} />
        ) : (
          <fieldset className={styles.choices} aria-describedby={error ? errorId : undefined}>
            <legend className={styles.muted}>
              {people.length ? t('ratings.buyer.intro') : t('ratings.buyer.none')}
            </legend>
            {[
              ...people.map((p) => ({ value: String(p.id), label: p.name })),
              { value: SOMEONE_ELSE, label: t('ratings.buyer.someoneElse') },
            ].map((option) => (
              <label key={option.value} className={styles.choice}>
                <input
                  type="radio"
                  name="buyer"
                  value={option.value}
                  checked={choice === option.value}
                  onChange={() => setChoice(option.value)}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        )}
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t('ratings.buyer.skip')}
          </button>
          <button type="submit" className="btn" disabled={record.isPending || !choice}>
            {t('ratings.buyer.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
