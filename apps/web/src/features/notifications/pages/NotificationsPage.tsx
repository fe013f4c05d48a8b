import { useTranslation } from '../../../i18n/useTranslation';
import { useDocumentMeta } from '../../../lib/useDocumentMeta';
import NotificationsPanel from '../components/NotificationsPanel';
import '../i18n';

/** /notifications: everything the bell has said, page by page. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('notifications.title'));
  return (
    <div className="container">
      <NotificationsPanel />
    </div>
  );
}
