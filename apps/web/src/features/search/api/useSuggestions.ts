import type { SuggestResponse } from '@bazaar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toSearch } from '../../../lib/http';

export const SUGGEST_MIN_CHARS = 2;

/** GET /api/search/suggest for text that has settled; the previous list stays while the next loads. */
export function useSuggestions(text: string) {
  return useQuery({
    queryKey: ['suggest', text],
    queryFn: ({ signal }) => apiGet<SuggestResponse>(`/api/search/suggest${toSearch({ q: text })}`, signal),
    enabled: text.length >= SUGGEST_MIN_CHARS,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
