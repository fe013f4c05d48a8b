import { useSyncExternalStore } from 'react';
import { translator, type Translation } from './translator';

/** `const { t } = useTranslation()`: re-renders the caller when the language or the strings change. */
export function useTranslation(): Translation {
  return useSyncExternalStore(translator.subscribe, translator.current, translator.current);
}

export type { TFunction } from './translator';
