import type { Lang } from './translator';

const RULES: Record<Lang, Intl.PluralRules> = {
  en: new Intl.PluralRules('en-IN'),
  hi: new Intl.PluralRules('hi-IN'),
};

/**
 * The key of a count's words: `${key}.one` or `${key}.other`, as the language's own plural rules
 * say (English: one for 1 only; Hindi: one for 0 and 1). The translator keeps no plurals itself, so
 * a counted phrase has both keys in each strings file.
 */
export const pluralKey = (key: string, count: number, lang: Lang) =>
  `${key}.${RULES[lang].select(count) === 'one' ? 'one' : 'other'}`;
