import type { ScamKind } from '@bazaar/shared';
import { useId, useState, type ReactNode } from 'react';
import { AlertIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n/useTranslation';
import '../i18n';
import { kindAdvice, kindName, kindTrick } from './kindText';
import styles from './Trust.module.css';

/**
 * What the receiver of a flagged message sees first: which trick it looks like and what to do.
 * The message itself stays folded away until they choose to read it.
 */
export function ScamWarning({ kinds, children }: { kinds: ScamKind[]; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <div className={styles.warning} role="note" data-testid="scam-warning">
      <p className={styles.warningTitle}>
        <AlertIcon size={18} aria-hidden="true" />
        {t('trust.warning.title')}
      </p>
      {kinds.map((kind) => (
        <div key={kind} className={styles.kind}>
          <strong>{kindName(t, kind)}</strong>
          <p>
            {t('trust.warning.what')} {kindTrick(t, kind)}
          </p>
          <p>
            {t('trust.warning.todo')} {kindAdvice(t, kind)}
          </p>
        </div>
      ))}
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('trust.warning.hide') : t('trust.warning.show')}
      </button>
      <div id={bodyId} hidden={!open}>
        {open && children}
      </div>
    </div>
  );
}
