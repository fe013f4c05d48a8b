import type { Label } from '@bazaar/shared';
import { useTranslation } from './useTranslation';

export const LANGS = ['en', 'hi'] as const;
export type Lang = (typeof LANGS)[number];

export const toLang = (value: string | undefined): Lang => (value?.startsWith('hi') ? 'hi' : 'en');

/** The interface language; re-renders the caller when the user switches it. */
export function useLang(): Lang {
  return useTranslation().lang;
}

/** Picks the catalog's label ({en, hi}) in the current language. */
export function useLabel(): (label: Label) => string {
  const lang = useLang();
  return (label) => label[lang];
}
