import type { ConversationSummary } from '@bazaar/shared';
import { Link } from 'react-router';
import { CountBadge } from '../../../components/ui/IconBadge';
import { useTranslation } from '../../../i18n/useTranslation';
import { relativeDate } from '../../../lib/dates';
import { formatRupeesIn } from '../../../lib/format';
import styles from '../pages/Chat.module.css';

/** One line of the inbox: ad thumbnail and title, the other person, the last message, unread count. */
export function ConversationRow({ conversation: c }: { conversation: ConversationSummary }) {
  const { t, lang } = useTranslation();
  const last = c.lastMessage;
  const mine = last && last.senderId !== c.other.id;
  const preview = last
    ? last.offer
      ? `${t('chat.offerPreview', { amount: formatRupeesIn(last.offer.amount, lang) })}${last.body ? ` · ${last.body}` : ''}`
      : last.photos.length
        ? `${
            last.photos.length === 1
              ? t('chat.photos.preview')
              : t('chat.photos.previewMany', { count: last.photos.length })
          }${last.body ? ` · ${last.body}` : ''}`
        : last.body
    : '';
  return (
    <Link
      to={`/chats/${c.id}`}
      className={`${styles.row} ${c.unread ? styles.rowUnread : ''}`}
      data-testid="conversation"
    >
      {c.listing.photo ? (
        <img className={styles.thumb} src={c.listing.photo.card} alt="" loading="lazy" />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <span className={styles.rowText}>
        <span className={styles.rowTop}>
          <strong className={styles.rowName}>{c.other.name}</strong>
          <span className={styles.role}>{c.role === 'buyer' ? t('chat.buying') : t('chat.selling')}</span>
          <time className={styles.rowTime} dateTime={c.lastMessageAt}>
            {relativeDate(c.lastMessageAt, lang)}
          </time>
        </span>
        <span className={styles.rowTitle}>{c.listing.title}</span>
        <span className={styles.preview}>
          {mine && `${t('chat.you')}: `}
          {preview}
        </span>
      </span>
      {c.unread > 0 && (
        <span className={styles.rowBadge} aria-label={t('chat.unread', { count: c.unread })}>
          <CountBadge count={c.unread} inline />
        </span>
      )}
    </Link>
  );
}
