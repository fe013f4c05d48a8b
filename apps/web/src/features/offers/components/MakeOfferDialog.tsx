import { LIMITS, type ListingDetail } from '@bazaar/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/ui/Toast';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatRupeesIn } from '../../../lib/format';
import { rateLimitedMessage } from '../../../i18n/rate-limited';
import { isApiError } from '../../../lib/http';
import { blockRefusal } from '../../blocks/refusal';
import { useMakeOffer } from '../api/useOfferMutations';
import '../i18n';
import { checkOffer, type OfferErrors } from './offerForm';
import styles from './Offers.module.css';

const KNOWN_REFUSALS = new Set(['own_ad', 'ad_sold', 'ad_removed']);

/** The offer form in a modal dialog: amount in whole rupees, an optional note. */
export default function MakeOfferDialog({
  listing,
  onClose,
}: {
  listing: ListingDetail;
  onClose: () => void;
}) {
  const { t, lang } = useTranslation();
  const toast = useToast();
  const make = useMakeOffer(listing.id);
  const dialog = useRef<HTMLDialogElement>(null);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<OfferErrors>({});
  const [failure, setFailure] = useState<string>();
  const ids = { title: useId(), amount: useId(), amountError: useId(), note: useId(), noteError: useId() };

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkOffer(amount, note);
    setErrors(checked.errors);
    setFailure(undefined);
    if (checked.amount === undefined || checked.errors.note) return;
    make.mutate(
      { amount: checked.amount, note: note.trim() },
      {
        onSuccess: () => {
          toast.show(t('offers.made'), 'success');
          onClose();
        },
        onError: (error) => {
          // What was typed stays in the form; only the reason is shown.
          const blocked = blockRefusal(error, t) ?? rateLimitedMessage(error, t);
          if (blocked) setFailure(blocked);
          else if (isApiError(error) && KNOWN_REFUSALS.has(error.code))
            setFailure(t(`offers.errors.${error.code}`));
          else if (isApiError(error, 400) && error.fields?.amount)
            setErrors({ amount: 'offers.errors.whole' });
          else setFailure(t('offers.errors.failed'));
        },
      },
    );
  }

  const errorText = (key?: string) =>
    key &&
    t(key, { max: key.endsWith('tooHigh') ? formatRupeesIn(LIMITS.offerMax, lang) : LIMITS.offerNoteMax });

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={ids.title} onClose={onClose}>
      <form method="post" onSubmit={submit} noValidate className={styles.form}>
        <h2 id={ids.title} className={styles.dialogTitle}>
          {t('offers.dialogTitle')}
        </h2>
        <p className={styles.listingLine}>
          <span className={styles.listingTitle}>{listing.title}</span>
          <span>{t('offers.askingPrice', { price: formatRupeesIn(listing.price, lang) })}</span>
        </p>
        <label htmlFor={ids.amount} className={styles.label}>
          {t('offers.amount')}
        </label>
        <input
          id={ids.amount}
          name="amount"
          className={styles.input}
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={!!errors.amount}
          aria-describedby={errors.amount ? ids.amountError : undefined}
          autoFocus
        />
        {errors.amount ? (
          <p id={ids.amountError} className={styles.error} role="alert">
            {errorText(errors.amount)}
          </p>
        ) : (
          <p className={styles.hint}>{t('offers.amountHint')}</p>
        )}
        <label htmlFor={ids.note} className={styles.label}>
          {t('offers.note')}
        </label>
        <textarea
          id={ids.note}
          name="note"
          className={styles.textarea}
          rows={3}
          value={note}
          placeholder={t('offers.notePlaceholder')}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={!!errors.note}
          aria-describedby={errors.note ? ids.noteError : undefined}
        />
        {errors.note && (
          <p id={ids.noteError} className={styles.error} role="alert">
            {errorText(errors.note)}
          </p>
        )}
        <p className={styles.hint}>{t('offers.replaceNote')}</p>
        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
        <div className={styles.dialogActions}>
          <button type="button" className="btn btn-outline" onClick={() => dialog.current?.close()}>
            {t('offers.cancel')}
          </button>
          <button type="submit" className="btn" disabled={make.isPending}>
            {make.isPending ? t('offers.sending') : t('offers.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
