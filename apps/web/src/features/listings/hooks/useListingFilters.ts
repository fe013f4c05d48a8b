import { startTransition, useEffect, useMemo, useOptimistic, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useRememberedRegion } from '../../../lib/region';
import * as f from './filters';

/**
 * The list page's filters live in the URL, so a reload, a shared link and back/forward all
 * restore them. Each change pushes a history entry (back undoes the last filter).
 *
 * React Router applies URL changes in a transition; until it commits, a controlled checkbox would
 * snap back to its old state. The optimistic copy shows the person's choice at once, and is kept
 * until the router has drawn the new address (the action awaits the navigation: on a slow phone
 * that can take longer than the click, and a box seen to untick is a tap seen to fail). A change builds
 * on the last address asked for that the page has not drawn yet, if any: a sort picked while the
 * last filter's page is still being drawn keeps that filter.
 *
 * The region chosen in the navbar is remembered in this browser: a list opened without ?state (or
 * ?city) gets the remembered state put into its URL. A location in the URL (a shared link, or one
 * chosen in the sidebar) filters this list only and is never remembered: only the navbar's region
 * picker does that. Choosing all of India here while a region is remembered leaves an empty ?state=
 * in the URL, so the remembered one is not put back.
 */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [shown, setShown] = useOptimistic(params);
  const remembered = useRememberedRegion();

  const effective = useMemo(() => f.withRegion(shown, remembered), [shown, remembered]);

  useEffect(() => {
    if (effective !== shown) setParams(effective, { replace: true });
  }, [effective, shown, setParams]);

  const filters = useMemo(() => f.parseFilters(effective), [effective]);

  // Addresses asked for and not drawn yet, oldest first. Once one is drawn, it and those before it
  // are done; an address none of them (back, a link) ends them all.
  const asked = useRef<string[]>([]);
  useEffect(() => {
    const drawn = asked.current.indexOf(params.toString());
    asked.current = drawn >= 0 ? asked.current.slice(drawn + 1) : [];
  }, [params]);

  const update = (change: (p: URLSearchParams) => URLSearchParams) =>
    startTransition(async () => {
      const last = asked.current.at(-1);
      const next = change(last === undefined ? effective : new URLSearchParams(last));
      asked.current.push(next.toString());
      setShown(next);
      await navigate(`?${next}`);
    });

  return {
    filters,
    toggleBrand: (brand: string) => update((p) => f.toggleBrand(p, brand)),
    toggleValue: (key: string, value: string) => update((p) => f.toggleValue(p, key, value)),
    setParam: (key: string, value: string | number | null) => update((p) => f.setParam(p, key, value)),
    /** Sets both ends of a range at once (one history entry). */
    setRange: (min: f.NumberParam, max: f.NumberParam, from: number | null, to: number | null) =>
      update((p) => f.setParam(f.setParam(p, min, from), max, to)),
    setSortBy: (sortBy: f.SortBy) => update((p) => f.setSortBy(p, sortBy)),
    setIncludeSold: (on: boolean) => update((p) => f.setIncludeSold(p, on)),
    /** A place (`near`), or null for none (which also drops its radius and nearest-first order). */
    setNear: (near: string | null) => update((p) => f.setNear(p, near)),
    /** A state (all of it), a city (with its state), or all of India. */
    setLocation: (state: string | null, city: string | null = null) =>
      update((p) => {
        const next = f.setParam(f.setParam(p, 'state', state), 'city', city);
        if (!state && !city && remembered) next.set('state', '');
        return next;
      }),
    clear: () => update((p) => f.clearFilters(p)),
  };
}
