import { useEffect, useRef, type RefObject } from 'react';

/** Between a lazy part's server-drawn button and its code: whether it was pressed, and whether it is live. */
export interface EarlyTap {
  live: boolean;
  tapped: boolean;
}

/**
 * Hears a press on the server-drawn `[data-attr]` button of a lazy part whose code has not arrived
 * yet. React drops a click on a part it has not hydrated (it stops the event at the root), so on a
 * slow phone the press would be lost; a listener on the document, in the capture phase, hears it
 * before React does. The lazy part, once live, acts on the press (`useActOnEarlyTap`).
 */
export function useEarlyTap(attr: string): RefObject<EarlyTap> {
  const early = useRef<EarlyTap>({ live: false, tapped: false });
  useEffect(() => {
    const hear = (event: MouseEvent) => {
      if (early.current.live || !(event.target instanceof Element)) return;
      if (event.target.closest(`[${attr}]`)) early.current.tapped = true;
    };
    document.addEventListener('click', hear, true);
    return () => document.removeEventListener('click', hear, true);
  }, [attr]);
  return early;
}

/** In the lazy part: from now on its own handlers hear presses; one heard before is acted on once. */
export function useActOnEarlyTap(early: RefObject<EarlyTap> | undefined, act: () => void) {
  const acted = useRef(act);
  useEffect(() => {
    if (!early) return;
    early.current.live = true;
    if (early.current.tapped) {
      early.current.tapped = false;
      acted.current();
    }
  }, [early]);
}
