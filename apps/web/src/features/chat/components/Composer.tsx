import { LIMITS, type SenderRole } from '@bazaar/shared';
import { useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ImageIcon, SendIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n/useTranslation';
import { rateLimitedMessage } from '../../../i18n/rate-limited';
import { isApiError, isOutOfStorage } from '../../../lib/http';
import { ComposerWarning } from '../../trust/components/ComposerWarning';
import styles from '../pages/Chat.module.css';
import photoStyles from './ChatPhotos.module.css';
import { PickedPhotos } from './PickedPhotos';
import { loadScamShield, useScamShield } from './scamShield';
import { useChatPhotos } from './useChatPhotos';

const QUICK = ['chat.quick.available', 'chat.quick.finalPrice', 'chat.quick.see'] as const;

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line. A message that could not be sent
 * stays in the box, with its photos. Quick replies send the common questions in one tap. A message
 * the scam shield flags is held once with a warning; pressing Send again sends it as it is. Photos
 * (up to LIMITS.chatPhotosMax) upload as soon as they are picked; Send waits until all have.
 */
export function Composer({
  conversationId,
  onSend,
  sending,
  sender,
  refusal,
}: {
  conversationId: number;
  onSend: (body: string, photoIds: number[]) => Promise<unknown>;
  sending: boolean;
  /** The writer's side of this conversation: the shield weighs a seller's and a buyer's words apart. */
  sender: SenderRole;
  /** The words for a refusal the page knows (a block), instead of "not sent, try again". */
  refusal?: (error: unknown) => string | undefined;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [failed, setFailed] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [warnedFor, setWarnedFor] = useState<string | null>(null);
  const ids = { input: useId(), error: useId(), warning: useId(), photos: useId() };
  const picker = useRef<HTMLInputElement>(null);
  const photos = useChatPhotos(conversationId, (error) => photoError(error));
  const trimmed = text.trim();
  const tooLong = trimmed.length > LIMITS.messageMax;
  const check = useScamShield();
  const scam = useMemo(() => check?.(trimmed, { sender }), [check, trimmed, sender]);
  const warned = !!scam?.flagged && warnedFor === trimmed;
  const hasPhotos = photos.photos.length > 0;
  const canSend = (!!trimmed || hasPhotos) && photos.ready && !tooLong && !sending;

  function photoError(error: unknown): string {
    const known = refusal?.(error);
    if (known) return known;
    if (isApiError(error, 413)) return t('chat.photos.tooLarge', { mb: LIMITS.photoBytesMax / 1024 / 1024 });
    if (isApiError(error, 400)) return t('chat.photos.notPhoto');
    if (isApiError(error, 429)) return t('chat.photos.tooMany');
    if (isApiError(error, 503)) return t('chat.photos.busy');
    if (isOutOfStorage(error)) return t('errors.outOfStorage');
    return t('chat.photos.failed');
  }

  async function send(body: string, fromBox: boolean) {
    if (sending) return;
    const photoIds = fromBox ? photos.ids : [];
    if (!body && !photoIds.length) return;
    // Sent before the shield has loaded: it is read once it has (a moment, once per visit).
    const flagged = fromBox && body && (await loadScamShield())(body, { sender }).flagged;
    if (flagged && warnedFor !== body) return setWarnedFor(body);
    setFailed(undefined);
    try {
      await onSend(body, photoIds);
      if (fromBox) {
        setText('');
        photos.clear();
        setNotice(undefined);
      }
    } catch (error) {
      // What was typed stays in the box, to send again.
      setFailed(
        refusal?.(error) ??
          (isApiError(error, 400) && error.code === 'prohibited_words' ? t('chat.prohibited') : undefined) ??
          rateLimitedMessage(error, t) ??
          (isOutOfStorage(error) ? t('errors.outOfStorage') : t('chat.sendFailed')),
      );
    }
  }

  function sendFromBox() {
    if (canSend) void send(trimmed, true);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    sendFromBox();
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      sendFromBox();
    }
  }

  function pick(files: FileList | null) {
    const left = photos.add([...(files ?? [])]);
    setNotice(left > 0 ? t('chat.photos.max', { max: LIMITS.chatPhotosMax }) : undefined);
    // The same file can be picked again after it was removed.
    if (picker.current) picker.current.value = '';
  }

  return (
    <div className={styles.composerWrap}>
      {/* A buyer's questions: the seller of the ad has no use for them. */}
      {sender === 'buyer' && (
        <div className={styles.quick} role="group" aria-label={t('chat.quickReplies')}>
          {QUICK.map((key) => (
            <button
              key={key}
              type="button"
              className={styles.chip}
              onClick={() => void send(t(key), false)}
              disabled={sending}
            >
              {t(key)}
            </button>
          ))}
        </div>
      )}
      {warned && scam && <ComposerWarning kinds={scam.kinds} id={ids.warning} />}
      {hasPhotos && (
        <PickedPhotos
          id={ids.photos}
          photos={photos.photos}
          onRemove={photos.remove}
          onRetry={photos.retry}
          onUndrawable={photos.undrawable}
          disabled={sending}
        />
      )}
      {notice && (
        <p className={styles.counter} role="status">
          {notice}
        </p>
      )}
      <form method="post" className={styles.composer} onSubmit={submit}>
        <input
          ref={picker}
          type="file"
          accept="image/*"
          multiple
          hidden
          data-testid="chat-photo-input"
          onChange={(e) => pick(e.currentTarget.files)}
        />
        <button
          type="button"
          className={`btn btn-outline ${photoStyles.attach}`}
          onClick={() => picker.current?.click()}
          disabled={sending || photos.photos.length >= LIMITS.chatPhotosMax}
          aria-label={t('chat.photos.add', { max: LIMITS.chatPhotosMax })}
          title={t('chat.photos.add', { max: LIMITS.chatPhotosMax })}
        >
          <ImageIcon size={20} />
        </button>
        <label htmlFor={ids.input} className="visually-hidden">
          {t('chat.composerLabel')}
        </label>
        <textarea
          id={ids.input}
          className={styles.input}
          rows={1}
          value={text}
          placeholder={t('chat.placeholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={tooLong}
          aria-describedby={tooLong || failed ? ids.error : warned ? ids.warning : undefined}
        />
        <button
          type="submit"
          className={`btn ${styles.send}`}
          disabled={!canSend}
          aria-label={warned ? t('trust.composer.sendAnyway') : t('chat.send')}
        >
          <SendIcon size={18} />
          <span className={styles.sendText}>
            {sending ? t('chat.sending') : warned ? t('trust.composer.sendAnyway') : t('chat.send')}
          </span>
        </button>
      </form>
      {(tooLong || failed) && (
        <p id={ids.error} className={styles.error} role="alert">
          {tooLong ? t('chat.tooLong', { max: LIMITS.messageMax }) : failed}
        </p>
      )}
      {trimmed.length > LIMITS.messageMax - 200 && (
        <p className={styles.counter}>
          {trimmed.length} / {LIMITS.messageMax}
        </p>
      )}
    </div>
  );
}
