import { formatRupees, type QueueItem } from '@bazaar/shared';
import { useToast } from '../../../components/ui/Toast';
import { useLang } from '../../../i18n/lang';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatDate } from '../../../lib/dates';
import { isApiError } from '../../../lib/http';
import { useListingDecision, useUserDecision } from '../api/useConsole';
import styles from './Console.module.css';
import { ReasonedActions, type ActionButton } from './ReasonedActions';
import '../../../i18n/ad';

/** One reported or held ad: its photos and text, who sells it, the reports, and the decisions. */
export function QueueCard({ item }: { item: QueueItem }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const onAd = useListingDecision();
  const onUser = useUserDecision();
  const { listing, seller } = item;

  const wrap = (label: string, p: Promise<unknown>) =>
    p.then(
      () => toast.show(t('admin.queue.done', { action: label }), 'success'),
      (err: unknown) => {
        toast.show(t('admin.queue.failed', { message: isApiError(err) ? err.message : '' }), 'error');
        throw err;
      },
    );
  const adAction = (action: 'dismiss' | 'remove' | 'restore', danger = false): ActionButton => ({
    key: action,
    label: t(`admin.actions.${action}`),
    group: t('admin.queue.adActions'),
    danger,
    run: (reason) => wrap(t(`admin.actions.${action}`), onAd.mutateAsync({ id: listing.id, action, reason })),
  });
  const personActions = (id: number, suspended: boolean, group: string): ActionButton[] =>
    (suspended ? (['reinstate'] as const) : (['warn', 'suspend'] as const)).map((action) => ({
      key: `${action}-${id}`,
      label: t(`admin.actions.${action}`),
      group,
      danger: action === 'suspend',
      run: (reason) => wrap(t(`admin.actions.${action}`), onUser.mutateAsync({ id, action, reason })),
    }));
  const subjects = new Map(
    item.reports.flatMap((r) => (r.subject && r.subject.id !== seller.id ? [[r.subject.id, r.subject]] : [])),
  );
  const actions: ActionButton[] = [
    adAction('dismiss'),
    ...(listing.status === 'held' || listing.status === 'taken_down' ? [adAction('restore')] : []),
    ...(listing.status !== 'taken_down' ? [adAction('remove', true)] : []),
    ...personActions(seller.id, seller.suspended, t('admin.queue.sellerActions')),
    ...[...subjects.values()].flatMap((s) =>
      personActions(s.id, s.suspended, `${t('admin.queue.personActions')}: ${s.name}`),
    ),
  ];

  return (
    <article className={styles.card} data-testid="queue-item">
      <div className={styles.cardTop}>
        <div className={styles.photos}>
          {listing.photos.slice(0, 4).map((p) => (
            <img key={p.card} src={p.card} alt="" width={p.cardWidth} height={p.cardHeight} loading="lazy" />
          ))}
        </div>
        <div className={styles.adText}>
          <div className={styles.badges}>
            <span className={`${styles.badge} ${styles[`st_${listing.status}`] ?? ''}`}>
              {t(`admin.status.${listing.status}`)}
            </span>
            {item.reporters > 0 && (
              <span className={styles.badge}>{t('admin.queue.reporters', { n: item.reporters })}</span>
            )}
            {item.reporters > 0 && (
              <span className={styles.badge}>{t('admin.queue.counted', { n: item.counted })}</span>
            )}
            <span className={styles.muted}>#{listing.id}</span>
          </div>
          <h3 className={styles.adTitle}>{listing.title}</h3>
          <p className={styles.price}>{formatRupees(listing.price)}</p>
          <p className={styles.description}>{listing.description}</p>
          {listing.moderationReason && listing.status === 'taken_down' && (
            <p className={styles.muted}>
              {t('admin.queue.removedFor', { reason: listing.moderationReason })}
            </p>
          )}
          {listing.appeal && (
            <blockquote className={styles.appeal}>
              <strong>{t('admin.queue.appeal')}:</strong> {listing.appeal}
            </blockquote>
          )}
        </div>
        <aside className={styles.seller}>
          <h4>{t('admin.queue.seller')}</h4>
          <p className={styles.sellerName}>
            {seller.name}{' '}
            {seller.suspended && <span className={styles.badge}>{t('admin.queue.suspended')}</span>}
          </p>
          <p className={styles.muted}>{seller.email}</p>
          <p className={styles.muted}>{t('admin.queue.since', { date: formatDate(seller.since, lang) })}</p>
          <p>
            {t('admin.queue.history', {
              ads: seller.ads,
              reports: seller.reports,
              removals: seller.removals,
            })}
          </p>
        </aside>
      </div>
      {item.reports.length > 0 && (
        <section>
          <h4 className={styles.reportsHead}>{t('admin.queue.reports')}</h4>
          <ul className={styles.reports}>
            {item.reports.map((r) => (
              <li key={r.id} className={styles.report}>
                <div className={styles.reportLine}>
                  <strong>{t(`admin.reasons.${r.reason}`)}</strong>
                  {r.automatic ? (
                    <span className={`${styles.badge} ${styles.auto}`}>{t('admin.queue.automatic')}</span>
                  ) : (
                    r.reporter && (
                      <span className={styles.muted}>{t('admin.queue.by', { name: r.reporter.name })}</span>
                    )
                  )}
                  <time className={styles.muted} dateTime={r.createdAt}>
                    {formatDate(r.createdAt, lang)}
                  </time>
                </div>
                {r.standing && (
                  <p className={r.standing === 'counted' ? styles.counted : styles.muted}>
                    {t(`admin.queue.standing.${r.standing}`)}
                  </p>
                )}
                {r.detail && <p>{r.detail}</p>}
                {r.subject && r.subject.id !== seller.id && (
                  <p className={styles.muted}>{t('admin.queue.about', { name: r.subject.name })}</p>
                )}
                {r.message && <p className={styles.quote}>{t('admin.queue.message', { text: r.message })}</p>}
                {r.messagePhotos.length > 0 && (
                  <ul className={styles.messagePhotos} aria-label={t('admin.queue.messagePhotos')}>
                    {r.messagePhotos.map((p, i) => (
                      <li key={p.card}>
                        {/* Staff-only addresses: answered while this report exists. */}
                        <a href={p.full} target="_blank" rel="noreferrer">
                          <img
                            src={p.card}
                            alt={t('admin.queue.messagePhoto', { n: i + 1 })}
                            width={p.cardWidth}
                            height={p.cardHeight}
                            loading="lazy"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
                {r.related && (
                  <div className={styles.related}>
                    {r.related.photo && <img src={r.related.photo.card} alt="" loading="lazy" />}
                    <span>
                      {t('admin.queue.related', { id: r.related.id })}: {r.related.title}
                    </span>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <ReasonedActions actions={actions} busy={onAd.isPending || onUser.isPending} />
    </article>
  );
}
