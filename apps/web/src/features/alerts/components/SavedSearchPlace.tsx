import { Suspense } from 'react';
import { lazyPart } from '../../../lib/lazy';

// A place's name needs the catalogue's localities: they load only for saved searches that have one.
const NearLabel = lazyPart<{ near: string; km: number | null }>(() =>
  import('../../place/picker').then((m) => ({ default: m.NearLabel })),
);

/** " · Kothrud, Pune · within 10 km": the end of a saved search's label when it names a place. */
export function SavedSearchPlace({ place }: { place: { near: string; km: number | null } | null }) {
  if (!place) return null;
  return (
    <Suspense fallback={null}>
      {' · '}
      <NearLabel near={place.near} km={place.km} />
    </Suspense>
  );
}
