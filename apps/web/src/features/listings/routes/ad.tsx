import { findCategory, type ListingDetail } from '@bazaar/shared';
import { isApiError } from '../../../lib/http';
import { notFound, pageLoader } from '../../../routing/context';
import type { RouteModule } from '../../../routing/route-module';
import { requireSignInForAds } from '../../auth/guard';
import { listingQuery } from '../api/useListing';
import { adMeta } from '../meta';

import ListingDetailPage from '../pages/ListingDetailPage';
import { AdSignInGate } from '../../auth/AdSignInGate';
export { RouteError as ErrorBoundary } from '../../../components/ui/RouteError';

export function Component() {
  return (
    <AdSignInGate>
      <ListingDetailPage />
    </AdSignInGate>
  );
}

const adId = (id = '') => (/^[1-9][0-9]{0,15}$/.test(id) && Number.isSafeInteger(+id) ? +id : 0);

/**
 * /products/:category/:id, for signed-in people unless ad pages are open. The ad is read once, into
 * the cache the page and its head read. A missing ad is the not-found page; an ended one is the
 * page's own "ended" state.
 */
export const loader = pageLoader(async (args) => {
  const id = adId(args.params.id);
  if (!id || !findCategory(args.params.category ?? '')) throw notFound();
  await requireSignInForAds(args);
  try {
    await args.client.ensureQueryData(listingQuery(id));
  } catch (error) {
    if (isApiError(error, 404)) throw notFound();
  }
});

export const meta: RouteModule['meta'] = ({ client, params, origin }) => {
  const ad = client.getQueryData<ListingDetail>(listingQuery(adId(params.id)).queryKey);
  return ad && adMeta(ad, origin);
};
