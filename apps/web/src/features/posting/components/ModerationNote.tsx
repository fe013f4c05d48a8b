import { MODERATION_LIMITS, type MyListing } from '@bazaar/shared';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/ui/Toast';
import { useTranslation } from '../../../i18n/useTranslation';
import { isApiError } from '../../../lib/http';
import { useAppeal } from '../api/useAppeal';
import styles from './ModerationNote.module.css';

/**
 * Under an ad that moderation hid, in My Ads: why, and (once, for a take-down) the appeal. What
 * the seller typed stays in the box when sending fails.
 */
export function ModerationNote({ ad }: { ad: MyListing }) {
  const { t } = useTranslation();
  const toast = useToast();
  const appeal = useAppeal();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  if (ad.status === 'held') return <p className={styles.note}>{t('myAds.moderation.held')}</p>;
  if (ad.status === 'suspended') return <p className={styles.note}>{t('myAds.moderation.suspended')}</p>;
  if (ad.status !== 'taken_down') return null;

  function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = text.trim();
    if (trimmed.length < MODERATION_LIMITS.appealMin) {
      setError(t('myAds.moderation.appealTooShort', { min: MODERATION_LIMITS.appealMin }));
      return;
    }
    setError(undefined);
    appeal.mutate(
      { id: ad.id, text: trimmed },
      {
        onSuccess: () => toast.show(t('myAds.moderation.appealSent'), 'success'),
        onError: (err) =>
          toast.show(isApiError(err, 409) ? t('myAds.moderation.appealUsed') : t('errors.generic'), 'error'),
      },
    );
  }

  return (
    <div className={styles.box} data-testid="moderation-note">
      <p>
        <strong>{t('myAds.moderation.takenDown')}</strong> {ad.moderationReason}
      </p>
      {ad.appealed ? (
        <p className={styles.muted}>{t('myAds.moderation.appealed')}</p>
      ) : (
        <form method="post" onSubmit={submit} className={styles.form} noValidate>
          <label htmlFor={`appeal-${ad.id}`}>{t('myAds.moderation.appealLabel')}</label>
          <textarea
            id={`appeal-${ad.id}`}
            value={text}
            maxLength={MODERATION_LIMITS.appealMax}
            rows={3}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `appeal-${ad.id}-error` : undefined}
          />
          {error && (
            <span id={`appeal-${ad.id}-error`} className={styles.error}>
              {error}
            </span>
          )}
          <button type="submit" className="btn" disabled={appeal.isPending}>
            {t('myAds.moderation.appeal')}
          </button>
        </form>
      )}
    </div>
  );
}
