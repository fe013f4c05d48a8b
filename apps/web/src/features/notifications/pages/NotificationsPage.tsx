import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import { lazy, Suspense } from 'react';
import { retryImport } from '../../../lib/lazy';
import NotificationsPanel from '../components/NotificationsPanel';
import '../i18n';

// The rating form loads only when a deal is named.
const RateDealDialog = lazy(() => retryImport(() => import('../../ratings/components/RateDealDialog')));

/** The deal in ?deal=, whose rating form is open over the list. */
const dealParam = (value: string | null) => (value && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : 0);

/**
 * /notifications: everything the bell has said, page by page. With ?deal=ID ("Rate your deal with
 * …", in the bell or the e-mail) the deal's rating form opens over it.
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('notifications.title'));
  const [params, setParams] = useSearchParams();
  const deal = dealParam(params.get('deal'));
  return (
    <div className="container">
      <NotificationsPanel />
      {deal > 0 && (
        <Suspense fallback={null}>
          <RateDealDialog dealId={deal} onClose={() => setParams(new URLSearchParams(), { replace: true })} />
        </Suspense>
      )}
    </div>
  );
}
