import type { PublicProfile } from '@bazaar/shared';
import { isRouteErrorResponse, useRouteError, data } from 'react-router';
import { RouteError } from '../../../components/ui/RouteError';
import { isApiError } from '../../../lib/http';
import { notFound, pageLoader } from '../../../routing/context';
import type { RouteModule } from '../../../routing/route-module';
import { profileQuery } from '../api/queries';
import { ProfileUnavailable } from '../components/ProfileUnavailable';
import { loadProfile } from '../load';
import { profileMeta } from '../meta';
import { profileId } from '../pages/ProfilePage';

export { default as Component } from '../pages/ProfilePage';

/**
 * /profile/:id, for everyone. The profile, the first page of the person's ads and of their reviews
 * are in the cache before the page renders; a suspended person's profile answers 410 and says only
 * that it is unavailable.
 */
export const loader = pageLoader(async ({ client, params }) => {
  const id = profileId(params.id);
  if (!id) throw notFound();
  try {
    await loadProfile(client, id);
  } catch (error) {
    if (isApiError(error, 404)) throw notFound();
    if (isApiError(error, 410)) throw data(null, { status: 410 });
  }
});

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 410) return <ProfileUnavailable />;
  return <RouteError />;
}

export const meta: RouteModule['meta'] = ({ client, params, origin, lang }) => {
  const profile = client.getQueryData<PublicProfile>(profileQuery(profileId(params.id)).queryKey);
  if (!profile) return undefined;
  const { title, description, canonical, openGraph, jsonLd } = profileMeta(profile, { origin, lang });
  return { title, description, url: canonical, type: 'profile', openGraph, jsonLd };
};
