import type { BlockedPerson } from '@bazaar/shared';
import { ErrorState } from '../../../components/ui/ErrorState';
import { useToast } from '../../../components/ui/Toast';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatDate } from '../../../lib/dates';
import { useBlocks, useUnblock } from '../api/useBlocks';
import '../i18n';
import styles from './Blocks.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** The Settings section listing the people I blocked, each with an Unblock button. */
export function BlockedPeople({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const blocks = useBlocks();
  return (
    <>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('blocks.sectionTitle')}
      </h2>
      <p className={styles.muted}>{t('blocks.sectionIntro')}</p>
      {blocks.isPending ? (
        <div className={styles.loading} aria-busy="true" />
      ) : blocks.isError ? (
        <ErrorState onRetry={() => void blocks.refetch()} />
      ) : blocks.data.items.length === 0 ? (
        <p className={styles.empty}>{t('blocks.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {blocks.data.items.map((b) => (
            <BlockedRow key={b.user.id} block={b} />
          ))}
        </ul>
      )}
    </>
  );
}

function BlockedRow({ block }: { block: BlockedPerson }) {
  const { t, lang } = useTranslation();
  const toast = useToast();
  const unblock = useUnblock();
  const { name } = block.user;
  return (
    <li className={styles.row}>
      <span className={styles.avatar} aria-hidden="true">
        {initials(name)}
      </span>
      <span className={styles.who}>
        <strong className={styles.name}>{name}</strong>
        <span className={styles.muted}>
          {t('blocks.blockedOn', { date: formatDate(block.blockedAt, lang) })}
        </span>
      </span>
      <button
        type="button"
        className="btn btn-outline"
        aria-label={t('blocks.unblockLabel', { name })}
        disabled={unblock.isPending}
        onClick={() =>
          unblock.mutate(block.user.id, {
            onSuccess: () => toast.show(t('blocks.unblocked', { name }), 'success'),
            onError: () => toast.show(t('blocks.unblockFailed'), 'error'),
          })
        }
      >
        {unblock.isPending ? t('blocks.unblocking') : t('blocks.unblock')}
      </button>
    </li>
  );
}
