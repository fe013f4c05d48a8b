import { findCategory } from '@bazaar/shared';
import { useLocation } from 'react-router';
import { notFound, pageLoader } from '../../../routing/context';
import PostAdPage from '../pages/PostAdPage';

export { RouteError as ErrorBoundary } from '../../../components/ui/RouteError';

/** The form starts from the draft kept in this browser: the browser draws it. */
export const clientOnly = true;

/** The original product's short post addresses, each for one category. */
const SHORT_ROUTES: Record<string, string> = {
  '/carpage': 'cars',
  '/bikes': 'motorcycles',
  '/mobile': 'mobile-phones',
};

/** /post/:category and its short aliases: the form for a new ad. */
export function Component() {
  const { pathname } = useLocation();
  return <PostAdPage category={SHORT_ROUTES[pathname.replace(/\/+$/, '')]} />;
}

export const loader = pageLoader(async ({ params }) => {
  if (params.category !== undefined && !findCategory(params.category)) throw notFound();
});
