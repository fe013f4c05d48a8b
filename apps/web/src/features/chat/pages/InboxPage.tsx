import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/ErrorState';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import { useInbox } from '../api/useInbox';
import { ConversationRow } from '../components/ConversationRow';
import '../i18n';
import styles from './Chat.module.css';

/** /chats: every conversation with its ad, the other person, the last message and unread count. */
export default function InboxPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('chat.inboxTitle'));
  const query = useInbox();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className={`container ${styles.inboxPage}`}>
      <h1 className={styles.heading}>{t('chat.inboxTitle')}</h1>
      {query.isPending ? (
        <div className={styles.inboxSkeleton} aria-busy="true" />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : items.length === 0 ? (
        <div className={styles.emptyBox}>
          <p>{t('chat.empty')}</p>
          <Link to="/" className="btn">
            {t('chat.browse')}
          </Link>
        </div>
      ) : (
        <ul className={styles.inbox} data-testid="inbox">
          {items.map((c) => (
            <li key={c.id}>
              <ConversationRow conversation={c} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {t('chat.loadMore')}
        </button>
      )}
    </div>
  );
}
