import type { ScamKind } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import '../i18n';
import { kindNames } from './kindText';
import styles from './Trust.module.css';

/** Under the sender's own flagged message: why the other person sees a warning. */
export function SentFlagNote({ kinds }: { kinds: ScamKind[] }) {
  const { t } = useTranslation();
  return (
    <p className={styles.sentNote} data-testid="sent-flag">
      <span aria-hidden="true">⚠️</span>
      {t('trust.sent.flagged', { reasons: kindNames(t, kinds) })}
    </p>
  );
}
