import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import { lazy, Suspense, useEffect } from 'react';
import { retryImport } from '../../../lib/lazy';
import { useMarkNotificationsRead, useNotifications } from '../api/useNotifications';
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
  useReadRateDealNotice(deal);
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

/**
 * Opening a deal's rating form reads its "Rate your deal" notice, as opening it from the bell does,
 * whichever way it came (the e-mail's link, a bookmark): the form is what the notice asked for.
 */
function useReadRateDealNotice(deal: number) {
  const list = useNotifications();
  const { mutate: markRead } = useMarkNotificationsRead();
  const notice = deal
    ? list.data?.pages
        .flatMap((p) => p.items)
        .find((n) => n.kind === 'rate_deal' && n.data.dealId === deal && !n.read)
    : undefined;
  useEffect(() => {
    if (notice) markRead(notice.id);
  }, [notice?.id, markRead]); // eslint-disable-line react-hooks/exhaustive-deps
}
