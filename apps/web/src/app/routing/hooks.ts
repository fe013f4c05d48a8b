import { useCallback, useContext, useMemo } from 'react';
import { RouteContext, RouterContext, type RouterState } from './context';
import type { Location, NavigateOptions } from './history';
import { resolvePath, type To } from './path';

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('This hook needs a router above it');
  return router;
}

export const useLocation = (): Location => useRouter().location;

export const useParams = <P extends string = string>() =>
  useContext(RouteContext).params as Readonly<Partial<Record<P, string>>>;

/** An absolute URL for `to`, as an <a href> needs it. */
export function useHref(to: To): string {
  const { location } = useRouter();
  return resolvePath(to, location.pathname, useContext(RouteContext).base);
}

export interface Navigate {
  (to: To, options?: NavigateOptions): void;
  /** Back (-1) or forward through the history. */
  (delta: number): void;
}

/** A function that moves the app to another URL; the same function for as long as the route is. */
export function useNavigate(): Navigate {
  const { history } = useRouter();
  const { base } = useContext(RouteContext);
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') history.back(to);
      else history.go(resolvePath(to, history.location.pathname, base), options);
    },
    [history, base],
  ) as Navigate;
}

type ParamsUpdate = URLSearchParams | ((previous: URLSearchParams) => URLSearchParams);

/** The query string, and a setter that navigates to the same path with another one. */
export function useSearchParams() {
  const { location } = useRouter();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: ParamsUpdate, options?: NavigateOptions) => {
      const search = (typeof next === 'function' ? next(params) : next).toString();
      navigate(search ? `?${search}` : '?', options);
    },
    [navigate, params],
  );
  return [params, setParams] as const;
}
