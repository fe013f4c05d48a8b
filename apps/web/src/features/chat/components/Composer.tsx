import { checkMessage, LIMITS, type SenderRole } from '@bazaar/shared';
import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n/useTranslation';
import { ComposerWarning } from '../../trust/components/ComposerWarning';
import styles from '../pages/Chat.module.css';

const QUICK = ['chat.quick.available', 'chat.quick.finalPrice', 'chat.quick.see'] as const;

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line. A message that could not be sent
 * stays in the box. Quick replies send the common questions in one tap. A message the scam shield
 * flags is held once with a warning; pressing Send again sends it as it is.
 */
export function Composer({
  onSend,
  sending,
  sender,
  refusal,
}: {
  onSend: (body: string) => Promise<unknown>;
  sending: boolean;
  /** The writer's side of this conversation: the shield weighs a seller's and a buyer's words apart. */
  sender: SenderRole;
  /** The words for a refusal the page knows (a block), instead of "not sent, try again". */
  refusal?: (error: unknown) => string | undefined;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [failed, setFailed] = useState<string>();
  const [warnedFor, setWarnedFor] = useState<string | null>(null);
  const ids = { input: useId(), error: useId(), warning: useId() };
  const trimmed = text.trim();
  const tooLong = trimmed.length > LIMITS.messageMax;
  const scam = useMemo(() => checkMessage(trimmed, { sender }), [trimmed, sender]);
  const warned = scam.flagged && warnedFor === trimmed;

  async function send(body: string, fromBox: boolean) {
    if (!body || sending) return;
    if (fromBox && scam.flagged && warnedFor !== body) return setWarnedFor(body);
    setFailed(undefined);
    try {
      await onSend(body);
      if (fromBox) setText('');
    } catch (error) {
      setFailed(refusal?.(error) ?? t('chat.sendFailed'));
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!tooLong) void send(trimmed, true);
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (!tooLong) void send(trimmed, true);
    }
  }

  return (
    <div className={styles.composerWrap}>
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
      {warned && <ComposerWarning kinds={scam.kinds} id={ids.warning} />}
      <form className={styles.composer} onSubmit={submit}>
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
          disabled={!trimmed || tooLong || sending}
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
