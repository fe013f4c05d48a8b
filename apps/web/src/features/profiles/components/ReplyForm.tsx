import { RATING_LIMITS } from '@bazaar/shared';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/ui/Toast';
import { useTranslation } from '../../../i18n/useTranslation';
import { isApiError } from '../../../lib/http';
import { useReplyToReview } from '../api/queries';
import styles from './Profile.module.css';

/** The rated person's one public answer to a review of them. */
export function ReplyForm({ ratingId, profileId }: { ratingId: number; profileId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const reply = useReplyToReview(profileId);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const ids = { text: useId(), count: useId(), error: useId() };

  if (!open)
    return (
      <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
        {t('profile.reviews.answer')}
      </button>
    );

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) return setError(t('profile.reviews.empty_answer'));
    setError(undefined);
    reply.mutate(
      { ratingId, text: text.trim() },
      {
        onSuccess: () => toast.show(t('profile.reviews.answered'), 'success'),
        onError: (err) =>
          setError(
            isApiError(err, 409)
              ? t('profile.reviews.already')
              : isApiError(err, 400) && err.fields?.text
                ? err.fields.text
                : t('profile.reviews.failed'),
          ),
      },
    );
  }

  return (
    <form method="post" className={styles.replyForm} onSubmit={submit} noValidate>
      <label htmlFor={ids.text}>{t('profile.reviews.answerLabel')}</label>
      <textarea
        id={ids.text}
        rows={3}
        maxLength={RATING_LIMITS.replyMax}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={`${ids.count}${error ? ` ${ids.error}` : ''}`}
        aria-invalid={!!error}
        autoFocus
      />
      <p id={ids.count} className={styles.counter} aria-live="polite">
        {t('profile.reviews.counter', { n: text.length, max: RATING_LIMITS.replyMax })}
      </p>
      {error && (
        <p id={ids.error} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.formActions}>
        <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
          {t('profile.reviews.cancel')}
        </button>
        <button type="submit" className="btn" disabled={reply.isPending}>
          {t('profile.reviews.send')}
        </button>
      </div>
    </form>
  );
}
