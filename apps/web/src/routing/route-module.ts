import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction, Params, ShouldRevalidateFunction } from 'react-router';
import type { Lang } from '../i18n/lang';
import type { PageMeta } from './head';

/** What the server knows when it writes a page's head: its loader has filled the cache. */
export interface MetaArgs {
  client: QueryClient;
  params: Params;
  url: URL;
  lang: Lang;
  /** The public origin, for absolute URLs (canonical, og:url, photos). */
  origin: string;
}

/**
 * One page of the route table (apps/web/src/app/routes.tsx), loaded as its own chunk: the page, the
 * loader that fills the query cache before it renders (and signs a stranger in first where the page
 * needs it), the boundary shown when either fails, and the head the server writes for it.
 */
export interface RouteModule {
  Component: ComponentType;
  loader?: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
  ErrorBoundary?: ComponentType;
  meta?: (args: MetaArgs) => PageMeta | undefined;
  /** A page drawn from what only the browser holds (a draft in localStorage): the server sends its head alone. */
  clientOnly?: boolean;
}
