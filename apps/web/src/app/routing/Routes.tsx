import { Children, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import { RouteContext, RouterContext } from './context';
import { matchPath, specificity } from './path';

export interface RouteProps {
  /** Relative to the enclosing route; none for a layout route, which only wraps its children. */
  path?: string;
  index?: boolean;
  /** What the route shows; a layout route's children appear where it renders <Outlet />. */
  element?: ReactNode;
  children?: ReactNode;
}

/** Declares a route inside <Routes>; <Routes> reads its props and renders the match. */
export function Route(_props: RouteProps): ReactElement | null {
  throw new Error('<Route> is only valid inside <Routes>');
}

/** Every route that can be matched by itself, with the layout routes around it. */
interface Branch {
  pattern: string;
  score: number;
  chain: RouteProps[];
}

function branches(children: ReactNode, parentPath: string, parents: RouteProps[], into: Branch[]): Branch[] {
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    const route = child.props;
    const pattern = route.path ? `${parentPath.replace(/\/$/, '')}/${route.path}` : parentPath;
    const chain = [...parents, route];
    branches(route.children, pattern, chain, into);
    if (route.path || route.index) into.push({ pattern, score: specificity(pattern, !!route.index), chain });
  });
  return into;
}

/**
 * Renders the most specific route matching the location (below the enclosing route's path, for
 * nested <Routes>), wrapped in the layout routes it is declared in. Nothing when none matches.
 */
export function Routes({ children }: { children: ReactNode }) {
  const router = useContext(RouterContext);
  const parent = useContext(RouteContext);
  if (!router) throw new Error('<Routes> needs a router above it');
  const pathname = router.location.pathname;
  let best: { branch: Branch; params: Record<string, string>; base: string } | undefined;
  for (const branch of branches(children, parent.base, [], [])) {
    if (best && branch.score <= best.branch.score) continue;
    const match = matchPath(branch.pattern, pathname);
    if (match) best = { branch, params: { ...parent.params, ...match.params }, base: match.pathnameBase };
  }
  if (!best) return null;
  const { branch, params, base } = best;
  return branch.chain.reduceRight<ReactNode>(
    (outlet, route) => (
      <RouteContext.Provider value={{ params, base, outlet }}>
        {route.element === undefined ? outlet : route.element}
      </RouteContext.Provider>
    ),
    null,
  );
}

/** Where a layout route shows its matched child. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}
