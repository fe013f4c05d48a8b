import type { Label } from './types.ts';

/** The catalog's lists of names that have a Hindi name for each slug. */
export type NameList = 'groups' | 'categories' | 'states' | 'cities';
export type HindiNames = Record<NameList, Readonly<Record<string, string>>>;

const added: Partial<HindiNames> = {};

/**
 * The catalog's Hindi names are a table of their own (hindi-names.ts), bytes that an English page
 * never shows: the browser adds it when it loads the Hindi strings. Until then a Hindi
 * name reads as the English one.
 */
export function addHindiNames(names: HindiNames) {
  Object.assign(added, names);
}

export const hindiName = (list: NameList, slug: string, en: string): string => added[list]?.[slug] ?? en;

/** A label whose Hindi is looked up as it is read, so it shows once the Hindi names are added. */
export function namedLabel(list: NameList, slug: string, en: string): Label {
  return {
    en,
    get hi() {
      return hindiName(list, slug, en);
    },
  };
}
