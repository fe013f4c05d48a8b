import { RATING_LIMITS, type Deal } from '@bazaar/shared';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/ui/Toast';
import { useTranslation } from '../../../i18n/useTranslation';
import { isApiError } from '../../../lib/http';
import { useMe } from '../../auth/api/useMe';
import { useSaveRating } from '../api/useDeals';
import { StarsInput } from './StarsInput';
import styles from './Ratings.module.css';

const HOUR_MS = 3_600_000;

/** When my rating can no longer be changed, or null when it already cannot. */
export function editableUntil(createdAt: string, now = Date.now()): Date | null {
  const until = Date.parse(createdAt) + RATING_LIMITS.editableHours * HOUR_MS;
  return until > now ? new Date(until) : null;
}

function refusal(error: unknown, t: (key: string) => string) {
  if (isApiError(error, 400) && error.fields?.text) return error.fields.text;
  if (isApiError(error, 403)) return t('ratings.rate.notYours');
  if (isApiError(error, 410)) return t('ratings.rate.closed');
  if (isApiError(error, 409))
    return t(error.code === 'not_editable' ? 'ratings.rate.notEditable' : 'ratings.rate.already');
  return t('ratings.rate.failed');
}

/**
 * Rate the other person of a deal: 1–5 stars and an optional review (up to 500 characters). My
 * rating can be changed for 48 hours; after that it is shown as given.
 */
export function RatingForm({ deal, titleId, onDone }: { deal: Deal; titleId: string; onDone: () => void }) {
  const { t, lang } = useTranslation();
  const toast = useToast();
  const me = useMe();
  const mine = deal.mine;
  const until = mine ? editableUntil(mine.createdAt) : null;
  const save = useSaveRating(deal.id, mine?.id);
  const [stars, setStars] = useState<number | undefined>(mine?.stars);
  const [text, setText] = useState(mine?.text ?? '');
  const [error, setError] = useState<string>();
  const ids = { text: useId(), hint: useId(), count: useId(), error: useId() };
  // Until we know who I am, the other person of the deal is unknown too.
  const other = me.data ? (me.data.id === deal.seller.id ? deal.buyer : deal.seller) : null;
  const name = other?.name ?? '';

  const heading = (
    <>
      <h2 id={titleId} className={styles.title}>
        {t('ratings.rate.title', { name })}
      </h2>
      <p className={styles.muted}>{t('ratings.rate.deal', { title: deal.listing.title })}</p>
    </>
  );

  if (!me.data)
    return (
      <div className={styles.form}>
        <p aria-busy="true">{t('common.loading')}</p>
      </div>
    );

  const closed = !deal.buyer
    ? t('ratings.rate.noBuyer')
    : mine && !until
      ? t('ratings.rate.yours', { n: mine.stars })
      : !mine && !deal.canRate
        ? t('ratings.rate.closed')
        : null;
  if (closed)
    return (
      <div className={styles.form}>
        {heading}
        <p>{closed}</p>
        <div className={styles.actions}>
          <button type="button" className="btn" onClick={onDone}>
            {t('ratings.rate.close')}
          </button>
        </div>
      </div>
    );

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!stars) return setError(t('ratings.rate.pickStars'));
    setError(undefined);
    save.mutate(
      { stars, text: text.trim() },
      {
        onSuccess: () => {
          toast.show(t(mine ? 'ratings.rate.updated' : 'ratings.rate.thanks'), 'success');
          onDone();
        },
        onError: (err) => setError(refusal(err, t)),
      },
    );
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate>
      {heading}
      <StarsInput value={stars} onChange={setStars} describedBy={error ? ids.error : undefined} />
      <label htmlFor={ids.text} className={styles.label}>
        {t('ratings.rate.text')}
      </label>
      <p id={ids.hint} className={styles.muted}>
        {t('ratings.rate.textHint', { name })}
      </p>
      <textarea
        id={ids.text}
        className={styles.textarea}
        rows={4}
        maxLength={RATING_LIMITS.textMax}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={`${ids.hint} ${ids.count}`}
      />
      <p id={ids.count} className={styles.counter} aria-live="polite">
        {t('ratings.rate.counter', { n: text.length, max: RATING_LIMITS.textMax })}
      </p>
      {until && (
        <p className={styles.muted}>
          {t('ratings.rate.editUntil', {
            date: until.toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN', {
              day: 'numeric',
              month: 'short',
              hour: 'numeric',
              minute: '2-digit',
            }),
          })}
        </p>
      )}
      {error && (
        <p id={ids.error} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {t('ratings.rate.close')}
        </button>
        <button type="submit" className="btn" disabled={save.isPending}>
          {t(mine ? 'ratings.rate.update' : 'ratings.rate.send')}
        </button>
      </div>
    </form>
  );
}
