import { rememberedRegion } from '../../../lib/region';
import { pageLoader } from '../../../routing/context';
import { listingsQuery } from '../../../lib/useListings';
import { freshFilter, motorcyclesFilter } from '../api/home-lists';

export { default as Component } from '../pages/HomePage';
export { RouteError as ErrorBoundary } from '../../../components/ui/RouteError';

/** `/`: the newest ads and the motorcycle strip, of the region remembered in this browser. */
export const loader = pageLoader(async ({ client }) => {
  const region = rememberedRegion();
  await Promise.all(
    [freshFilter(region), motorcyclesFilter(region)].map((filter) =>
      client.ensureInfiniteQueryData(listingsQuery(filter)).catch(() => undefined),
    ),
  );
});
