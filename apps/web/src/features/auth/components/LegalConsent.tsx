import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation';
import '../i18n';

/** "If you continue, you accept the Terms and Conditions and the Privacy Policy", both linked. */
export function LegalConsent({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={className}>
      {t('login.termsLead')}
      <Link to="/legal">{t('login.termsLink')}</Link>
      {t('login.termsJoin')}
      <Link to="/privacy">{t('login.privacyLink')}</Link>
      {t('login.termsTail')}
    </p>
  );
}
