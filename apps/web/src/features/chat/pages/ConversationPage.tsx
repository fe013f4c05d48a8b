import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Link } from 'react-router';
import { ProfileLink } from '../../profiles/components/ProfileLink';
import { ErrorState } from '../../../components/ui/ErrorState';
import { NotFound } from '../../../components/ui/NotFound';
import { Price } from '../../../components/ui/Price';
import { useToast } from '../../../components/ui/Toast';
import { useTranslation } from '../../../i18n/useTranslation';
import { isApiError } from '../../../lib/http';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import { useConversation, useMessages } from '../api/useConversation';
import { useMarkRead, useSendMessage } from '../api/useChatMutations';
import { Composer } from '../components/Composer';
import { Thread } from '../components/Thread';
import { useBlocks } from '../../blocks/api/useBlocks';
import { BlockPersonButton } from '../../blocks/components/BlockPersonButton';
import { YouBlockedNotice } from '../../blocks/components/YouBlockedNotice';
import { blockRefusal } from '../../blocks/refusal';
import '../i18n';
import styles from './Chat.module.css';

/** /chats/:id: one conversation, its ad on top, the thread, and the composer. */
export default function ConversationPage() {
  const { id } = useParams();
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n <= 0) return <NotFound />;
  return <Conversation id={n} />;
}

function Conversation({ id }: { id: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const conversation = useConversation(id);
  const thread = useMessages(id);
  const send = useSendMessage(id);
  const markRead = useMarkRead(id);
  const blocks = useBlocks();
  useDocumentMeta(
    conversation.data ? `${conversation.data.other.name} · ${conversation.data.listing.title}` : undefined,
  );

  const messages = [...(thread.data?.pages ?? [])].reverse().flatMap((p) => p.items);
  const newest = messages.at(-1);
  const otherId = conversation.data?.other.id;
  const unreadFromOther = !!newest && newest.senderId === otherId;
  const { mutate: markReadUpTo } = markRead;

  // Seeing the thread reads it (and the bell's notice about it).
  useEffect(() => {
    if (newest && unreadFromOther) markReadUpTo(newest.id);
  }, [newest?.id, unreadFromOther, markReadUpTo]); // eslint-disable-line react-hooks/exhaustive-deps

  if (conversation.isPending || thread.isPending)
    return <div className={`container ${styles.loading}`} aria-busy="true" />;
  if (conversation.isError || thread.isError) {
    const error = conversation.error ?? thread.error;
    if (isApiError(error, 404)) return <NotFound />;
    return (
      <div className="container">
        <ErrorState onRetry={() => void Promise.all([conversation.refetch(), thread.refetch()])} />
      </div>
    );
  }

  const c = conversation.data;
  const listingHref = `/products/${c.listing.category}/${c.listing.id}`;
  // Offers are not an enquiry: the first message the buyer writes is.
  const wroteBefore = messages.some((m) => m.senderId !== c.other.id && !m.offer);
  const iBlocked = !!blocks.data?.items.some((b) => b.user.id === c.other.id);

  async function onSend(body: string, photoIds: number[]) {
    await send.mutateAsync({ body, photoIds });
    // SPEC §8: the enquiry is confirmed, once, when the buyer first writes.
    if (!wroteBefore && c.role === 'buyer') toast.show(t('chat.thanks'), 'success');
  }

  return (
    <div className={`container ${styles.conversationPage}`}>
      <header className={styles.header}>
        <Link to="/chats" className={styles.back}>
          ← {t('chat.back')}
        </Link>
        <Link to={listingHref} className={styles.adLink}>
          {c.listing.photo ? (
            <img className={styles.thumb} src={c.listing.photo.card} alt="" />
          ) : (
            <span className={styles.thumb} aria-hidden="true" />
          )}
          <span className={styles.rowText}>
            <strong className={styles.headerTitle}>{c.listing.title}</strong>
            <Price amount={c.listing.price} className={styles.headerPrice} />
          </span>
        </Link>
        <p className={styles.with}>
          <span className={styles.role}>{c.role === 'buyer' ? t('chat.buying') : t('chat.selling')}</span>
          <ProfileLink id={c.other.id} className={styles.profileLink} data-testid="chat-profile">
            {t('chat.with', { name: c.other.name })}
          </ProfileLink>
          {blocks.isSuccess && !iBlocked && <BlockPersonButton conversationId={c.id} person={c.other} />}
        </p>
      </header>
      {c.listing.status === 'sold' && !c.closed && <p className={styles.notice}>{t('chat.soldNote')}</p>}
      <Thread conversation={c} messages={messages} query={thread} />
      {iBlocked ? (
        <YouBlockedNotice className={`${styles.notice} ${styles.closed}`} />
      ) : c.closed ? (
        <p className={`${styles.notice} ${styles.closed}`} role="status" data-testid="closed">
          {t('chat.closed')}
        </p>
      ) : (
        <Composer
          conversationId={c.id}
          onSend={onSend}
          sending={send.isPending}
          sender={c.role}
          refusal={(error) => blockRefusal(error, t)}
        />
      )}
    </div>
  );
}
