import type { Party } from '@bazaar/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useToast } from '../../../components/ui/Toast';
import { useTranslation } from '../../../i18n/useTranslation';
import { useBlock } from '../api/useBlocks';
import '../i18n';
import styles from './Blocks.module.css';

/** "Block this person" in a conversation's header, asked once more in a dialog before it happens. */
export function BlockPersonButton({ conversationId, person }: { conversationId: number; person: Party }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.blockButton}
        aria-label={t('blocks.blockLabel', { name: person.name })}
        onClick={() => setAsking(true)}
      >
        {t('blocks.block')}
      </button>
      {/* In the page's body: the button sits in a line of text, where a dialog may not. */}
      {asking &&
        createPortal(
          <ConfirmBlock conversationId={conversationId} person={person} onClose={() => setAsking(false)} />,
          document.body,
        )}
    </>
  );
}

function ConfirmBlock({
  conversationId,
  person,
  onClose,
}: {
  conversationId: number;
  person: Party;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const block = useBlock();
  const dialog = useRef<HTMLDialogElement>(null);
  const [failed, setFailed] = useState(false);
  const ids = { title: useId(), text: useId() };

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  function confirm() {
    setFailed(false);
    block.mutate(
      { conversationId },
      {
        onSuccess: () => {
          toast.show(t('blocks.blocked', { name: person.name }), 'success');
          dialog.current?.close();
        },
        onError: () => setFailed(true),
      },
    );
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={ids.title}
      aria-describedby={ids.text}
      onClose={onClose}
    >
      <div className={styles.dialogBody}>
        <h2 id={ids.title} className={styles.dialogTitle}>
          {t('blocks.confirmTitle', { name: person.name })}
        </h2>
        <p id={ids.text}>{t('blocks.confirmText', { name: person.name })}</p>
        <p className={styles.muted}>{t('blocks.confirmUnblock')}</p>
        {failed && (
          <p className={styles.error} role="alert">
            {t('blocks.failed')}
          </p>
        )}
        <div className={styles.dialogActions}>
          <button type="button" className="btn btn-outline" onClick={() => dialog.current?.close()}>
            {t('blocks.cancel')}
          </button>
          <button
            type="button"
            className={`btn ${styles.danger}`}
            onClick={confirm}
            disabled={block.isPending}
          >
            {block.isPending ? t('blocks.blocking') : t('blocks.confirm')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
