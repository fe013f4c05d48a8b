import { createContext, useContext, useSyncExternalStore } from 'react';
import { translator, type Translation } from './translator';

/**
 * The server renders many visitors at once, each in their own language, while the translator holds
 * one language for the whole (browser) page: there, the render gets its visitor's translation here.
 */
export const FixedTranslation = createContext<Translation | null>(null);

/** `const { t } = useTranslation()`: re-renders the caller when the language or the strings change. */
export function useTranslation(): Translation {
  const fixed = useContext(FixedTranslation);
  const live = useSyncExternalStore(translator.subscribe, translator.current, translator.current);
  return fixed ?? live;
}

export type { TFunction } from './translator';
