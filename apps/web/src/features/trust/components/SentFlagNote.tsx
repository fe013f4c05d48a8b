import type { ScamKind } from '@bazaar/shared';
import { AlertIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n/useTranslation';
import '../i18n';
import { kindNames } from './kindText';
import styles from './Trust.module.css';

/** Under the sender's own flagged message: why the other person sees a warning. */
export function SentFlagNote({ kinds }: { kinds: ScamKind[] }) {
  const { t } = useTranslation();
  return (
    <p className={styles.sentNote} data-testid="sent-flag">
      <AlertIcon size={14} aria-hidden="true" />
      {t('trust.sent.flagged', { reasons: kindNames(t, kinds) })}
    </p>
  );
}
