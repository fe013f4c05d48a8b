import type { DehydratedState } from '@tanstack/react-query';
import type { Lang } from '../i18n/lang';

/**
 * What a server-rendered page carries besides its HTML (apps/web/src/entry-server.tsx writes it, the
 * browser reads it before hydrating): the language the server rendered in and the query cache it
 * rendered from, so the browser's first render is the same and asks the API nothing again.
 * It is a JSON script: data, never run, so the Content-Security-Policy needs no exception for it.
 */
export const SERVER_STATE_ID = 'bazaar-state';

export interface ServerState {
  lang: Lang;
  /** When the server rendered the page (ms since epoch): relative dates are counted from it. */
  at: number;
  queries: DehydratedState;
}

/** The page's server state, or null on a page the server did not render. */
export function readServerState(doc: Document = document): ServerState | null {
  const element = doc.getElementById(SERVER_STATE_ID);
  if (!element) return null;
  try {
    const state = JSON.parse(element.textContent ?? '') as ServerState;
    return state && typeof state === 'object' && state.queries ? state : null;
  } catch {
    return null; // Cut short on the way (a proxy): the browser renders the page itself.
  }
}

/**
 * JSON inside a <script> element: as \u003c escapes, "</script>" in an ad title cannot end it, and
 * U+2028/2029 cannot break it; the text is the same JSON.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
