import { describe, expect, it } from 'vitest';
import { jsonForScript } from '@bazaar/shared';
import { readServerState, SERVER_STATE_ID } from './server-state';

const HOSTILE = "Royal Enfield </script><script>alert(1)</script> \u2028 line \u2029 para <!-- $& $'";

function page(scriptText: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = `<div id="root"></div><script type="application/json" id="${SERVER_STATE_ID}" data-lang="hi">${scriptText}</script>`;
  return doc;
}

describe('server state', () => {
  it('keeps a hostile title inside the script as data, and reads it back unchanged', () => {
    const state = {
      lang: 'hi' as const,
      at: 1,
      queries: { mutations: [], queries: [{ title: HOSTILE }] },
      router: { loaderData: { root: null }, errors: null },
    };
    const text = jsonForScript(state);
    expect(text).not.toMatch(/<\/script|<!--|\u2028|\u2029/i);
    const doc = page(text);
    // Still one script element: the title did not end it.
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(readServerState(doc)).toEqual(state);
  });

  it('is null on a page the server did not render, or with a mangled state', () => {
    expect(readServerState(document.implementation.createHTMLDocument('t'))).toBeNull();
    expect(readServerState(page('{"lang":"en","queries":'))).toBeNull();
  });
});
