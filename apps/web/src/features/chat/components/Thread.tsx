import type { ChatMessage, ConversationSummary, ScamKind } from '@bazaar/shared';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { OfferCard } from '../../offers/components/OfferCard';
import type { useMessages } from '../api/useConversation';
import { SafetyTips } from '../../trust/components/SafetyTips';
import { ScamTip } from '../../trust/components/ScamTip';
import { ScamWarning } from '../../trust/components/ScamWarning';
import { SentFlagNote } from '../../trust/components/SentFlagNote';
import styles from '../pages/Chat.module.css';
import { ReportButton } from '../../moderation/components/ReportButton';
import { MessagePhotos } from './MessagePhotos';
import { useScamShield } from './scamShield';

const time = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

/**
 * The messages, oldest at the top. Scrolling to the top (or the button) loads older ones without
 * the view jumping; a new message scrolls into view when the reader is at the bottom already.
 */
export function Thread({
  conversation,
  messages,
  query,
}: {
  conversation: ConversationSummary;
  messages: ChatMessage[];
  query: ReturnType<typeof useMessages>;
}) {
  const { t, lang } = useTranslation();
  // The warning comes with the message (the API reads it); the quieter tip is read here, in the
  // shield's chunk, for the other person's messages the API did not warn about.
  const check = useScamShield();
  const otherRole = conversation.role === 'seller' ? 'buyer' : 'seller';
  const tipsFor = useMemo(() => {
    const tips = new Map<number, ScamKind[]>();
    if (check)
      for (const m of messages)
        if (m.senderId === conversation.other.id && !m.offer && !m.scamKinds.length && m.body)
          tips.set(m.id, check(m.body, { sender: otherRole }).tips);
    return tips;
  }, [check, messages, conversation.other.id, otherRole]);
  const box = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  const lastMine = messages.at(-1)?.senderId !== conversation.other.id;

  // Older messages were put on top: keep what the reader was looking at where it was.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || heightBeforeOlder.current === null) return;
    el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  }, [firstId]);

  // A new message at the bottom: follow it if the reader was at the bottom or wrote it.
  useLayoutEffect(() => {
    const el = box.current;
    if (el && (atBottom.current || lastMine)) el.scrollTop = el.scrollHeight;
  }, [lastId, lastMine]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  function loadOlder() {
    if (!hasNextPage || isFetchingNextPage) return;
    heightBeforeOlder.current = box.current?.scrollHeight ?? null;
    void fetchNextPage();
  }

  useEffect(() => {
    const el = top.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadOlder();
    });
    observer.observe(el);
    return () => observer.disconnect();
    // loadOlder reads the latest state through the query object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasNextPage, isFetchingNextPage, firstId]);

  return (
    <div
      ref={box}
      className={styles.thread}
      data-testid="thread"
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
      }}
    >
      <div ref={top} />
      {hasNextPage && (
        <button type="button" className={styles.older} onClick={loadOlder} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? t('chat.loadingOlder') : t('chat.loadOlder')}
        </button>
      )}
      {/* The start of the conversation: the moment the tricks begin. */}
      {!hasNextPage && <SafetyTips where="chat" />}
      {messages.length === 0 && <p className={styles.start}>{t('chat.start')}</p>}
      <ol className={styles.messages}>
        {messages.map((m) => {
          const mine = m.senderId !== conversation.other.id;
          const tips = tipsFor.get(m.id) ?? [];
          return (
            <li
              key={m.id}
              className={`${styles.message} ${mine ? styles.mine : styles.theirs}`}
              data-testid="message"
            >
              {m.offer ? (
                <OfferCard
                  offer={m.offer}
                  mine={mine}
                  canDecide={conversation.role === 'seller' && !conversation.closed}
                  otherName={conversation.other.name}
                  adActive={conversation.listing.status === 'active'}
                />
              ) : m.scamKinds.length && !mine ? (
                <ScamWarning kinds={m.scamKinds}>
                  <Content message={m} from={conversation.other.name} />
                </ScamWarning>
              ) : (
                <Content message={m} from={mine ? t('chat.you') : conversation.other.name} />
              )}
              {mine && m.scamKinds.length > 0 && <SentFlagNote kinds={m.scamKinds} />}
              {tips.length > 0 && <ScamTip kinds={tips} />}
              <time className={styles.time} dateTime={m.createdAt}>
                {time(m.createdAt, lang)}
              </time>
              {!mine && !m.offer && (
                <ReportButton
                  target={{ kind: 'message', conversationId: conversation.id, messageId: m.id }}
                  label="message"
                />
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** A message's photos (if any) above its text (if any). */
function Content({ message, from }: { message: ChatMessage; from: string }) {
  return (
    <>
      {message.photos.length > 0 && <MessagePhotos photos={message.photos} from={from} />}
      {/* Text, never HTML: React escapes it; pre-wrap keeps the writer's line breaks. */}
      {message.body && <p className={styles.bubble}>{message.body}</p>}
    </>
  );
}
