import { MODERATION_LIMITS } from '@bazaar/shared';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import styles from './Console.module.css';

export interface ActionButton {
  key: string;
  label: string;
  group: string;
  danger?: boolean;
  run: (reason: string) => Promise<unknown>;
}

/**
 * Every decision needs a reason: one box, then the buttons. A failed action keeps the reason typed.
 */
export function ReasonedActions({ actions, busy }: { actions: ActionButton[]; busy: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const groups = [...new Set(actions.map((a) => a.group))];

  async function press(a: ActionButton) {
    if (reason.trim().length < MODERATION_LIMITS.reasonMin) return setError(t('admin.queue.reasonNeeded'));
    setError(undefined);
    try {
      await a.run(reason.trim());
      setReason('');
    } catch {
      // The toast said why; the reason stays for another try.
    }
  }

  return (
    <div className={styles.decide}>
      <label htmlFor={id}>{t('admin.queue.reason')}</label>
      <textarea
        id={id}
        rows={2}
        value={reason}
        maxLength={MODERATION_LIMITS.reasonMax}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={error ? true : undefined}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actionGroups}>
        {groups.map((g) => (
          <div key={g} className={styles.actionGroup}>
            <span className={styles.groupLabel}>{g}</span>
            {actions
              .filter((a) => a.group === g)
              .map((a) => (
                <button
                  key={a.key}
                  type="button"
                  className={`btn ${a.danger ? styles.danger : 'btn-outline'}`}
                  disabled={busy}
                  onClick={() => void press(a)}
                >
                  {a.label}
                </button>
              ))}
          </div>
        ))}
      </div>
    </div>
  );
}
