import { createContext, type ReactNode } from 'react';
import type { History, Location } from './history';

export interface RouterState {
  history: History;
  location: Location;
}

/** The history and the location every hook reads. */
export const RouterContext = createContext<RouterState | null>(null);

export interface RouteState {
  /** Parameters of every route matched so far, outer ones first. */
  params: Record<string, string>;
  /** The pathname the matched route covers: nested <Routes> match what is left after it. */
  base: string;
  /** The matched child route's element, rendered by <Outlet />. */
  outlet: ReactNode;
}

export const RouteContext = createContext<RouteState>({ params: {}, base: '/', outlet: null });
