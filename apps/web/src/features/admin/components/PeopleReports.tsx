import type { PeopleReport } from '@bazaar/shared';
import { useToast } from '../../../components/ui/Toast';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatDate } from '../../../lib/dates';
import { usePeopleDecision, usePeopleReports } from '../api/usePeopleReports';
import { Loaded } from './Loading';
import { ReasonedActions, type ActionButton } from './ReasonedActions';
import styles from './Console.module.css';

/** Reports about people (their profile) and reviews: hide a review or dismiss the report, with a reason. */
export function PeopleReports() {
  const { t } = useTranslation();
  const reports = usePeopleReports();
  return (
    <>
      <h2 className={styles.subhead}>{t('admin.people.heading')}</h2>
      <Loaded query={reports}>
        {(r) =>
          r.items.length === 0 ? (
            <p className={styles.panel}>{t('admin.people.empty')}</p>
          ) : (
            <div className={styles.queue}>
              {r.items.map((report) => (
                <PeopleReportCard key={report.id} report={report} />
              ))}
            </div>
          )
        }
      </Loaded>
    </>
  );
}

function PeopleReportCard({ report }: { report: PeopleReport }) {
  const { t, lang } = useTranslation();
  const toast = useToast();
  const decide = usePeopleDecision();
  const done = (key: string) => () => toast.show(t(key), 'success');
  const failed = () => toast.show(t('admin.loadFailed'), 'error');
  const actions: ActionButton[] = [
    ...(report.review && !report.review.hidden
      ? [
          {
            key: 'hide',
            label: t('admin.people.hide'),
            group: t('admin.people.review'),
            danger: true,
            run: (reason: string) =>
              decide
                .mutateAsync({ kind: 'hide', ratingId: report.review!.id, reason })
                .then(done('admin.people.hidden'), (e: unknown) => {
                  failed();
                  throw e;
                }),
          },
        ]
      : []),
    {
      key: 'dismiss',
      label: t('admin.people.dismiss'),
      group: t('admin.people.report'),
      run: (reason: string) =>
        decide
          .mutateAsync({ kind: 'dismiss', reportId: report.id, reason })
          .then(done('admin.people.dismissed'), (e: unknown) => {
            failed();
            throw e;
          }),
    },
  ];
  return (
    <article className={styles.card} data-testid="people-report">
      <p className={styles.muted}>
        #{report.id} · {formatDate(report.createdAt, lang)} · {t(`admin.reasons.${report.reason}`)}
      </p>
      <h3 className={styles.adTitle}>
        {t(report.review ? 'admin.people.aboutReview' : 'admin.people.aboutPerson', {
          name: report.subject.name,
        })}
        {report.subject.suspended && <span className={styles.badge}> {t('admin.queue.suspended')}</span>}
      </h3>
      {report.review && (
        <blockquote className={styles.appeal}>
          {'★'.repeat(report.review.stars)} {report.review.text}
          {report.review.hidden && <strong> ({t('admin.people.isHidden')})</strong>}
        </blockquote>
      )}
      {report.detail && <p>{report.detail}</p>}
      <p className={styles.muted}>
        {t('admin.people.by', { name: report.reporter.name })}
        {report.reporter.phoneVerified && ` · ${t('admin.people.verifiedReporter')}`}
      </p>
      <ReasonedActions actions={actions} busy={decide.isPending} />
    </article>
  );
}
