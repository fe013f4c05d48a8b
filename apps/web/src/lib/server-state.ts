import type { DehydratedState } from '@tanstack/react-query';
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl, type HydrationState } from 'react-router';
import type { Lang } from './languages';

/**
 * What a server-rendered page carries besides its HTML (apps/web/src/entry-server.tsx writes it, the
 * browser reads it before hydrating): the language the server rendered in, the query cache it
 * rendered from and the router's state (which route failed, as a 404), so the browser's first
 * render is the same and asks the API nothing again. It is a JSON script: data, never run, so the
 * Content-Security-Policy needs no exception for it.
 */
export const SERVER_STATE_ID = 'bazaar-state';

/** A route's error as JSON: an error response (a loader's 404), or an error's message. */
type SerializedError = { status: number; statusText: string; data: unknown } | { message: string };

export interface ServerState {
  lang: Lang;
  /** When the server rendered the page (ms since epoch): relative dates are counted from it. */
  at: number;
  queries: DehydratedState;
  router: { loaderData: Record<string, unknown>; errors: Record<string, SerializedError> | null };
}

export function serializeErrors(errors: Record<string, unknown> | null): ServerState['router']['errors'] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { status: error.status, statusText: error.statusText, data: error.data as unknown }
        : { message: error instanceof Error ? error.message : String(error) },
    ]),
  );
}

/** The router's state as the server left it, for createBrowserRouter's hydrationData. */
export function hydrationData(state: ServerState): HydrationState {
  const errors = state.router.errors;
  return {
    loaderData: state.router.loaderData,
    errors:
      errors &&
      Object.fromEntries(
        Object.entries(errors).map(([id, e]) => [
          id,
          'status' in e ? new UNSAFE_ErrorResponseImpl(e.status, e.statusText, e.data) : new Error(e.message),
        ]),
      ),
  };
}

/** The page's server state, or null on a page the server did not render. */
export function readServerState(doc: Document = document): ServerState | null {
  const element = doc.getElementById(SERVER_STATE_ID);
  if (!element) return null;
  try {
    const state = JSON.parse(element.textContent ?? '') as ServerState;
    return state && typeof state === 'object' && state.queries && state.router ? state : null;
  } catch {
    return null; // Cut short on the way (a proxy): the browser renders the page itself.
  }
}
