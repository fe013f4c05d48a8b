import { lazy, Suspense, useState } from 'react';
import { retryImport } from '../../../lib/lazy';
import { useTranslation } from '../../../i18n/useTranslation';
import type { ReportTarget } from '../api/useReport';
import styles from './Report.module.css';
import '../../../i18n/ad';

// The dialog (and its strings) loads on the first press: most visitors never report anything.
const ReportDialog = lazy(() => retryImport(() => import('./ReportDialog')));

const LABELS = {
  ad: 'listing.report',
  message: 'listing.reportMessage',
  person: 'listing.reportPerson',
  review: 'listing.reportReview',
} as const;

/** A quiet "Report" link under an ad or beside a received chat message. */
export function ReportButton({
  target,
  label,
}: {
  target: ReportTarget;
  label: 'ad' | 'message' | 'person' | 'review';
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.trigger} onClick={() => setOpen(true)} data-testid="report">
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path d="M5 21V4h10l1 2h4v10h-7l-1-2H7v7z" fill="currentColor" />
        </svg>
        {t(LABELS[label])}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog target={target} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
