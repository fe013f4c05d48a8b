import type { FavouriteIds, FavouritesPage } from '@bazaar/shared';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { apiGet, apiRequest, isApiError } from '../../../lib/http';
import { ME_KEY, useMe } from '../../auth/api/useMe';

// Keyed by the person, so someone signing in after another in the same tab never sees their hearts.
export const favouriteIdsKey = (userId: number) => ['favourites', userId, 'ids'] as const;

/** GET /api/favourites/ids: the hearts on every card, for the signed-in person. */
export const favouriteIdsQuery = (userId: number) =>
  queryOptions({
    queryKey: favouriteIdsKey(userId),
    queryFn: ({ signal }) => apiGet<FavouriteIds>('/api/favourites/ids', signal),
    staleTime: 5 * 60_000,
  });
export const favouritesListKey = (userId: number) => ['favourites', userId, 'list'] as const;
const TOGGLE_KEY = ['favourites', 'toggle'] as const;

const EMPTY: ReadonlySet<number> = new Set();

/**
 * Which ads the signed-in person keeps, as one small cached answer every heart on screen reads.
 * Nothing is asked while signed out.
 */
export function useFavouriteIds(): {
  userId: number | null;
  /** Whether we know yet who is signed in (or that nobody is). */
  known: boolean;
  ids: ReadonlySet<number>;
} {
  const me = useMe();
  const userId = me.data?.id ?? null;
  const query = useQuery({
    ...favouriteIdsQuery(userId ?? 0),
    enabled: userId !== null,
    select: (data) => new Set(data.ids),
  });
  return { userId, known: !me.isPending, ids: query.data ?? EMPTY };
}

/** GET /api/favourites: the Favourites page, newest favourite first, "Load more" by cursor. */
export function useFavouritesList(userId: number) {
  return useInfiniteQuery({
    queryKey: favouritesListKey(userId),
    queryFn: ({ pageParam, signal }) =>
      apiGet<FavouritesPage>(`/api/favourites${pageParam ? `?cursor=${pageParam}` : ''}`, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export interface ToggleVars {
  listingId: number;
  /** true: add to favourites; false: remove. */
  on: boolean;
}

/**
 * PUT or DELETE /api/favourites/:id, shown at once: the heart changes before the answer comes and
 * goes back if it fails. Undone per ad, not by restoring a snapshot, so a failure never undoes a
 * heart clicked elsewhere meanwhile.
 */
export function useToggleFavourite(userId: number | null) {
  const client = useQueryClient();
  const idsKey = favouriteIdsKey(userId ?? 0);
  const listKey = favouritesListKey(userId ?? 0);

  const setKept = (listingId: number, on: boolean) =>
    client.setQueryData<FavouriteIds>(idsKey, (old) => {
      const rest = (old?.ids ?? []).filter((id) => id !== listingId);
      return { ids: on ? [listingId, ...rest] : rest };
    });

  return useMutation({
    mutationKey: TOGGLE_KEY,
    mutationFn: ({ listingId, on }: ToggleVars) =>
      apiRequest<void>(on ? 'PUT' : 'DELETE', `/api/favourites/${listingId}`),
    onMutate: async ({ listingId, on }) => {
      await client.cancelQueries({ queryKey: idsKey });
      setKept(listingId, on);
      // On the Favourites page a removed ad leaves the grid at once.
      if (!on) {
        client.setQueryData<InfiniteData<FavouritesPage>>(listKey, (old) =>
          old
            ? {
                ...old,
                pages: old.pages.map((p) => ({ ...p, items: p.items.filter((c) => c.id !== listingId) })),
              }
            : old,
        );
      }
    },
    onError: (error, { listingId, on }) => {
      setKept(listingId, !on);
      // A session that ended meanwhile: the navbar and the hearts learn at once.
      if (isApiError(error, 401)) client.setQueryData(ME_KEY, null);
    },
    onSettled: () => {
      // Refetch once the last of a burst of clicks is answered, so an early answer cannot undo a later click.
      if (client.isMutating({ mutationKey: TOGGLE_KEY }) === 1) {
        void client.invalidateQueries({ queryKey: idsKey });
        void client.invalidateQueries({ queryKey: listKey });
      }
    },
  });
}
