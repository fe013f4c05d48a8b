import { findCategory } from '@bazaar/shared';
import { rememberedRegion } from '../../../lib/region';
import { notFound, pageLoader } from '../../../routing/context';
import type { RouteModule } from '../../../routing/route-module';
import { listingsQuery } from '../../../lib/useListings';
import { LIST_PAGE_SIZE, parseFilters, toApiFilter, withRegion } from '../hooks/filters';
import { categoryMeta } from '../meta';

export { default as Component } from '../pages/ListingsPage';
export { RouteError as ErrorBoundary } from '../../../components/ui/RouteError';

/** /product (all ads, searches) and /products/:category: the first page of results, as filtered. */
export const loader = pageLoader(async ({ client, url, params }) => {
  const category = params.category === undefined ? undefined : findCategory(params.category);
  if (params.category !== undefined && !category) throw notFound();
  const filters = parseFilters(withRegion(url.searchParams, rememberedRegion()));
  await client
    .ensureInfiniteQueryData(listingsQuery(toApiFilter(category?.slug, filters, LIST_PAGE_SIZE)))
    .catch(() => undefined);
});

/**
 * A filter, sort or page change on the same list does not wait for its loader: the address changes
 * at once (so a second tick builds on the first), and the list shows its new results when they come,
 * keeping the old ones in view meanwhile. Another category or a first visit loads before it shows.
 */
export const shouldRevalidate: RouteModule['shouldRevalidate'] = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

export const meta: RouteModule['meta'] = ({ params, origin }) => {
  const category = params.category ? findCategory(params.category) : undefined;
  return category && categoryMeta(category, origin);
};
