import { createContext, useContext, useSyncExternalStore } from 'react';
import { liveTranslation, type Translation } from './instance';

/**
 * The server renders many visitors at once, each in their own language, while the i18next instance
 * holds one language for the whole (browser) page: there, the render gets its visitor's translation
 * here (fixedTranslation).
 */
export const FixedTranslation = createContext<Translation | null>(null);

/**
 * `const { t } = useTranslation()`: re-renders the caller when the language changes, or when strings
 * it asked for before they were added arrive. A thin hook over i18next's events rather than
 * react-i18next's, which would add about 3 KB gzip to every page for the same work.
 */
export function useTranslation(): Translation {
  const fixed = useContext(FixedTranslation);
  const live = useSyncExternalStore(
    liveTranslation.subscribe,
    liveTranslation.current,
    liveTranslation.current,
  );
  return fixed ?? live;
}

export type { TFunction } from './instance';
