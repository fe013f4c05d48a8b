import '../i18n-save';
import { SAVED_SEARCHES_MAX } from '@bazaar/shared';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/Toast';
import { useTranslation } from '../../../i18n/useTranslation';
import { rateLimitedMessage } from '../../../i18n/rate-limited';
import { isApiError } from '../../../lib/http';
import { useMe } from '../../auth/api/useMe';
import { useSaveSearch } from '../api/useSavedSearches';

/**
 * "Save this search" on a list or search page: sends the page's API query as it is (the server
 * keeps text, category, filters and place, and drops sort and paging). Signed out, it asks to log in
 * and brings the person back to the same list.
 */
export function SaveSearchButton({ query }: { query: object }) {
  const { t } = useTranslation();
  const me = useMe();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const save = useSaveSearch();

  function click() {
    if (!me.data) {
      toast.show(t('alerts.signInToSave'), 'info');
      navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    const body: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null || value === '') continue;
      body[key] = Array.isArray(value) ? value.map(String) : String(value);
    }
    save.mutate(body, {
      onSuccess: (saved) => toast.show(t(saved.created ? 'alerts.saved' : 'alerts.alreadySaved'), 'success'),
      onError: (error) => {
        // The server's reason, in the person's language.
        const why = isApiError(error, 400) ? error.fields?.query : undefined;
        toast.show(
          rateLimitedMessage(error, t) ??
            (why === 'empty'
              ? t('alerts.nothingToSave')
              : why === 'too_many'
                ? t('alerts.tooMany', { max: SAVED_SEARCHES_MAX })
                : t('alerts.saveFailed')),
          'error',
        );
      },
    });
  }

  return (
    <button type="button" className="btn btn-outline" onClick={click} disabled={save.isPending}>
      <BellPlus />
      {t('alerts.save')}
    </button>
  );
}

function BellPlus() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}
