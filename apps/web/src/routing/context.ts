import type { QueryClient } from '@tanstack/react-query';
import { createContext, data, RouterContextProvider, type LoaderFunctionArgs } from 'react-router';

/**
 * The query cache a route's loader fills: one per request on the server, the app's own in the
 * browser. Loaders reach it through the router's context, so the page's components read the same
 * answers the loader asked for.
 */
export const queryClientContext = createContext<QueryClient>();

export function routerContext(client: QueryClient): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(queryClientContext, client);
  return context;
}

/** What a page's loader is given: the request's URL and parameters, and the query cache. */
export interface LoadArgs {
  client: QueryClient;
  url: URL;
  params: LoaderFunctionArgs['params'];
}

/** A route loader from a function that fills the cache; the page reads the cache, not the loader. */
export const pageLoader =
  (load: (args: LoadArgs) => Promise<unknown>) =>
  async ({ request, params, context }: LoaderFunctionArgs): Promise<null> => {
    const client = (context as RouterContextProvider).get(queryClientContext);
    await load({ client, url: new URL(request.url), params });
    return null;
  };

/** Thrown by a loader for an address that names nothing: the not-found page, with status 404. */
export const notFound = () => data(null, { status: 404 });
