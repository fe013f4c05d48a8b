import {
  MODERATION_LIMITS,
  PERSON_REPORT_REASONS,
  REPORT_REASONS,
  type PersonReportReason,
  type ReportReason,
} from '@bazaar/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/ui/Toast';
import { useTranslation } from '../../../i18n/useTranslation';
import { rateLimitedMessage } from '../../../i18n/rate-limited';
import { isApiError } from '../../../lib/http';
import { useReport, type ReportTarget } from '../api/useReport';
import '../i18n';
import styles from './Report.module.css';

const TITLES: Record<ReportTarget['kind'], string> = {
  listing: 'report.title',
  message: 'report.titleMessage',
  person: 'report.titlePerson',
  review: 'report.titleReview',
};

/** A person is reported for how they deal (scam, fake profile, abuse…), not for what an ad says. */
const REASONS: Record<ReportTarget['kind'], readonly (ReportReason | PersonReportReason)[]> = {
  listing: REPORT_REASONS,
  message: REPORT_REASONS,
  person: PERSON_REPORT_REASONS,
  review: REPORT_REASONS,
};

/**
 * Why the ad, message, person or review is reported, from the reasons for that kind; "something
 * else" needs a few words. Typed text survives errors.
 */
export default function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const report = useReport(target);
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<ReportReason | PersonReportReason>();
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string>();
  const ids = { title: useId(), detail: useId(), error: useId() };

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason) return setError(t('report.pickReason'));
    if (reason === 'other' && detail.trim().length < MODERATION_LIMITS.reasonMin)
      return setError(t('report.detailNeeded'));
    setError(undefined);
    report.mutate(
      { reason, detail: detail.trim() },
      {
        onSuccess: () => {
          toast.show(t('report.thanks'), 'success');
          onClose();
        },
        onError: (err) => {
          if (isApiError(err, 409)) {
            toast.show(t('report.already'), 'info');
            onClose();
          } else setError(rateLimitedMessage(err, t) ?? t('report.failed'));
        },
      },
    );
  }

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={ids.title} onClose={onClose}>
      <form method="post" onSubmit={submit} noValidate className={styles.form}>
        <h2 id={ids.title} className={styles.title}>
          {t(TITLES[target.kind])}
        </h2>
        <fieldset className={styles.reasons}>
          <legend>{t('report.why')}</legend>
          {REASONS[target.kind].map((r) => (
            <label key={r} className={styles.reason}>
              <input
                type="radio"
                name="reason"
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
              />
              {t(`report.reasons.${r}`)}
            </label>
          ))}
        </fieldset>
        <label htmlFor={ids.detail} className={styles.label}>
          {reason === 'other' ? t('report.detail') : t('report.detailOptional')}
        </label>
        <textarea
          id={ids.detail}
          className={styles.textarea}
          rows={3}
          maxLength={MODERATION_LIMITS.reportDetailMax}
          value={detail}
          onChange={(e) => setDetail(e.target.value)}
          aria-describedby={error ? ids.error : undefined}
        />
        {error && (
          <p id={ids.error} className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t('report.cancel')}
          </button>
          <button type="submit" className="btn" disabled={report.isPending}>
            {t('report.send')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
