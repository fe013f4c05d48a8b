import type { CheckContext, ScamCheck } from '@bazaar/shared';
import { useEffect, useState } from 'react';

/**
 * The scam shield's learnt model is most of its weight (tens of KB gzipped): it loads in its own
 * chunk when a chat composer mounts, not with the chat page, and typing never waits for it.
 */
export type CheckMessage = (text: string, context?: CheckContext) => ScamCheck;

let loading: Promise<CheckMessage> | undefined;

export function loadScamShield(): Promise<CheckMessage> {
  loading ??= import('@bazaar/shared/scam-shield').then((shield) => shield.checkMessage);
  return loading;
}

/** The shield once loaded; undefined until then (nothing is flagged before it is there). */
export function useScamShield(): CheckMessage | undefined {
  const [check, setCheck] = useState<CheckMessage>();
  useEffect(() => {
    let mounted = true;
    void loadScamShield().then((loaded) => mounted && setCheck(() => loaded));
    return () => {
      mounted = false;
    };
  }, []);
  return check;
}
