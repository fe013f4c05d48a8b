import type { InfoPage as Page } from '@bazaar/shared';
import { useLocation } from 'react-router';
import InfoPage from '../pages/InfoPage';

export { RouteError as ErrorBoundary } from '../../../components/ui/RouteError';

/** /about, /help, /terms and the other pages of INFO_PAGES: the page is the address. */
export function Component() {
  const { pathname } = useLocation();
  return <InfoPage page={pathname.replace(/^\/|\/+$/g, '') as Page} />;
}
