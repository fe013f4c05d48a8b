import { indianMobileE164, PHONE_VERIFICATION, type MyPhone } from '@bazaar/shared';
import { useId, useState, type FormEvent } from 'react';
import { ErrorState } from '../../../components/ui/ErrorState';
import { useToast } from '../../../components/ui/Toast';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatDate } from '../../../lib/dates';
import { useMyPhone, useRemovePhone, useSendCode, useVerifyCode } from '../api/useMyPhone';
import { codeUsedUp, sendError, verifyError } from './errors';
import { useSecondsUntil } from './useSecondsUntil';
import '../i18n';
import styles from './Phone.module.css';

/** "+91 98765 43210" as people read it out. */
export const spacedPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return digits.length === 10 ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
};

/**
 * The Settings section for my mobile number: add one (+91), get a 6-digit code by SMS, enter it;
 * then it is verified (a badge, and the only number Show number can reveal).
 */
export function PhoneSettings({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const mine = useMyPhone();
  const [changing, setChanging] = useState(false);
  // A code that can no longer be used (too many wrong tries, expired): the number form comes back
  // with the number still in it and says why, instead of starting empty.
  const [ended, setEnded] = useState<{ phone: string; why: string }>();
  return (
    <>
      <h2 id={headingId} className={styles.title}>
        {t('phones.title')}
      </h2>
      <p className={styles.muted}>{t('phones.intro')}</p>
      {mine.isPending ? (
        <div className={styles.loading} aria-busy="true" />
      ) : mine.isError ? (
        <ErrorState onRetry={() => void mine.refetch()} retrying={mine.isRefetching} />
      ) : mine.data.pending && !changing ? (
        <CodeForm
          pending={mine.data.pending}
          onOtherNumber={() => setChanging(true)}
          onVerified={() => setChanging(false)}
          onEnded={(why) => setEnded({ phone: mine.data.pending!.phone.slice(-10), why })}
        />
      ) : mine.data.verified && !changing ? (
        <Verified mine={mine.data} onChange={() => setChanging(true)} />
      ) : (
        <NumberForm
          key={ended?.phone}
          ended={ended}
          onSent={() => {
            setEnded(undefined);
            setChanging(false);
          }}
          onCancel={mine.data.verified || mine.data.pending ? () => setChanging(false) : undefined}
        />
      )}
    </>
  );
}

function NumberForm({
  ended,
  onSent,
  onCancel,
}: {
  ended?: { phone: string; why: string };
  onSent: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const send = useSendCode();
  const [phone, setPhone] = useState(ended?.phone ?? '');
  const [error, setError] = useState<string | undefined>(ended?.why);
  const ids = { input: useId(), hint: useId(), error: useId() };

  function submit(e: FormEvent) {
    e.preventDefault();
    const e164 = indianMobileE164(phone.trim());
    if (!e164) return setError(t('phones.errors.invalid'));
    setError(undefined);
    send.mutate(e164, { onSuccess: onSent, onError: (err) => setError(sendError(err, t)) });
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={ids.input} className={styles.label}>
        {t('phones.number')}
      </label>
      <div className={styles.row}>
        <span className={styles.prefix} aria-hidden="true">
          {t('phones.prefix')}
        </span>
        <input
          id={ids.input}
          className={styles.input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={16}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          aria-describedby={`${ids.hint}${error ? ` ${ids.error}` : ''}`}
          aria-invalid={!!error}
        />
        <button type="submit" className="btn" disabled={send.isPending}>
          {send.isPending ? t('phones.sending') : t('phones.send')}
        </button>
      </div>
      <p id={ids.hint} className={styles.hint}>
        {t('phones.numberHint')}. {t('phones.movesHint')}
      </p>
      {error && (
        <p id={ids.error} className={styles.error} role="alert">
          {error}
        </p>
      )}
      {onCancel && (
        <button type="button" className={styles.linkButton} onClick={onCancel}>
          {t('phones.cancel')}
        </button>
      )}
    </form>
  );
}

function CodeForm({
  pending,
  onOtherNumber,
  onVerified,
  onEnded,
}: {
  pending: NonNullable<MyPhone['pending']>;
  onOtherNumber: () => void;
  onEnded: (why: string) => void;
  onVerified: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const verify = useVerifyCode();
  const resend = useSendCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ verify?: unknown; local?: string; resend?: string }>({});
  const wait = useSecondsUntil(pending.resendAt);
  const ids = { input: useId(), sent: useId(), error: useId(), wait: useId() };
  const { codeLength } = PHONE_VERIFICATION;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!new RegExp(`^\\d{${codeLength}}$`).test(code.trim()))
      return setError({ local: t('phones.errors.codeFormat') });
    setError({});
    verify.mutate(code.trim(), {
      onSuccess: () => {
        toast.show(t('phones.verifiedNow'), 'success');
        onVerified();
      },
      onError: (err) => {
        setError({ verify: err });
        // `pending` is as it was before this try.
        const left = pending.attemptsLeft === undefined ? undefined : pending.attemptsLeft - 1;
        if (codeUsedUp(err, left)) onEnded(verifyError(err, t, left));
      },
    });
  }

  function again() {
    setError({});
    setCode('');
    resend.mutate(pending.phone, { onError: (err) => setError({ resend: sendError(err, t) }) });
  }

  const message =
    error.local ??
    error.resend ??
    (error.verify === undefined ? undefined : verifyError(error.verify, t, pending.attemptsLeft));
  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate>
      <p id={ids.sent}>
        {t('phones.sentTo', {
          phone: spacedPhone(pending.phone),
          minutes: PHONE_VERIFICATION.codeValidMinutes,
        })}
      </p>
      <label htmlFor={ids.input} className={styles.label}>
        {t('phones.code')}
      </label>
      <div className={styles.row}>
        <input
          id={ids.input}
          className={`${styles.input} ${styles.code}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={codeLength}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          aria-describedby={`${ids.sent}${message ? ` ${ids.error}` : ''}`}
          aria-invalid={!!message}
          autoFocus
        />
        <button type="submit" className="btn" disabled={verify.isPending}>
          {verify.isPending ? t('phones.verifying') : t('phones.verify')}
        </button>
      </div>
      {message && (
        <p id={ids.error} className={styles.error} role="alert">
          {message}
        </p>
      )}
      <p className={styles.hint}>
        {pending.attemptsLeft === 1
          ? t('phones.triesLeftOne')
          : t('phones.triesLeft', { n: pending.attemptsLeft })}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-outline"
          onClick={again}
          disabled={wait > 0 || resend.isPending}
          aria-describedby={wait > 0 ? ids.wait : undefined}
        >
          {t('phones.resend')}
        </button>
        {wait > 0 && (
          <span id={ids.wait} className={styles.hint} data-testid="resend-wait">
            {t('phones.resendIn', { seconds: wait })}
          </span>
        )}
        <button type="button" className={styles.linkButton} onClick={onOtherNumber}>
          {t('phones.otherNumber')}
        </button>
      </div>
    </form>
  );
}

function Verified({ mine, onChange }: { mine: MyPhone; onChange: () => void }) {
  const { t, lang } = useTranslation();
  const toast = useToast();
  const remove = useRemovePhone();
  const phone = spacedPhone(mine.verified ?? '');
  return (
    <div className={styles.verified} data-testid="phone-verified">
      <p className={styles.verifiedLine}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
        </svg>
        {t('phones.verified', { phone })}
      </p>
      {mine.verifiedAt && (
        <p className={styles.muted}>{t('phones.verifiedOn', { date: formatDate(mine.verifiedAt, lang) })}</p>
      )}
      <div className={styles.actions}>
        <button type="button" className="btn btn-outline" onClick={onChange}>
          {t('phones.change')}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={remove.isPending}
          onClick={() => {
            if (!window.confirm(t('phones.confirmRemove', { phone }))) return;
            remove.mutate(undefined, {
              onSuccess: () => toast.show(t('phones.removed'), 'success'),
              onError: () => toast.show(t('phones.errors.failed'), 'error'),
            });
          }}
        >
          {t('phones.remove')}
        </button>
      </div>
    </div>
  );
}
