import type { Label } from '@bazaar/shared';
import { LANGS, toLang, type Lang } from './instance';
import { useTranslation } from './useTranslation';

export { LANGS, toLang, type Lang };

/** The interface language; re-renders the caller when the user switches it. */
export function useLang(): Lang {
  return useTranslation().lang;
}

/** Picks the catalog's label ({en, hi}) in the current language. */
export function useLabel(): (label: Label) => string {
  const lang = useLang();
  return (label) => label[lang];
}
