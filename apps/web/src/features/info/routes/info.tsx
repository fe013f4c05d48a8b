import type { InfoPage as Page } from '@bazaar/shared';
import { useLocation } from 'react-router';
import InfoPage from '../pages/InfoPage';

export { RouteError as ErrorBoundary } from '../../../components/ui/RouteError';

/** The contact page reads the operator's address from the document the server wrote: the browser draws it. */
export const clientOnly = true;

/** /about, /help, /terms and the other pages of INFO_PAGES: the page is the address. */
export function Component() {
  const { pathname } = useLocation();
  return <InfoPage page={pathname.replace(/^\/|\/+$/g, '') as Page} />;
}
