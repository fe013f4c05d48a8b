import { FILTER_BRANDS } from './brands.ts';
import { CATEGORIES, findCategory } from './categories.ts';
import type { AttributeDef, Category, EnumAttribute, IntAttribute } from './types.ts';

/**
 * Which list filters a category offers, derived from its catalog attributes marked `filter: true`.
 * The API validates against this and the sidebar renders it, so both always agree.
 */

/** Enum attributes with a typed column, filtered with their own repeatable query parameter. */
export const TYPED_ENUM_FILTERS = ['fuel', 'transmission', 'owners', 'bhk'] as const;
export type TypedEnumFilter = (typeof TYPED_ENUM_FILTERS)[number];

/** Query-string prefix of filters on attributes kept in the listing's JSONB (`attr.furnishing=…`). */
export const ATTR_PARAM_PREFIX = 'attr.';

const ALL = CATEGORIES as readonly Category[];

function filterable(c: Category): AttributeDef[] {
  return c.attributes.filter((a) => a.filter);
}

/** Enum filters on JSONB attributes (type, furnishing, condition, positionType): key → every option. */
export const ATTRIBUTE_FILTERS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, Set<string>>();
  for (const c of ALL) {
    for (const a of filterable(c)) {
      if (a.type !== 'enum' || a.key === 'brand' || (TYPED_ENUM_FILTERS as readonly string[]).includes(a.key))
        continue;
      const set = map.get(a.key) ?? new Set<string>();
      for (const o of a.options) set.add(o);
      map.set(a.key, set);
    }
  }
  return new Map([...map].map(([k, v]) => [k, [...v]]));
})();

/** Options of an enum filter: the category's own when it has the attribute, else every category's. */
export function filterOptions(key: string, category?: string): readonly string[] {
  const own = category ? findCategory(category)?.attributes.find((a) => a.key === key) : undefined;
  if (own?.type === 'enum') return own.options;
  const all = new Set<string>();
  for (const c of ALL) {
    const a = c.attributes.find((x) => x.key === key && x.filter);
    if (a?.type === 'enum') for (const o of a.options) all.add(o);
  }
  return [...all];
}

export interface CategoryFilters {
  /** Enum filters shown as check boxes, brand excluded (it has its own block). */
  enums: EnumAttribute[];
  year?: IntAttribute;
  km?: IntAttribute;
  model: boolean;
}

/** The sidebar's per-category filters. Without a category only price, model and the brand block apply. */
export function categoryFilters(category: Category | undefined): CategoryFilters {
  if (!category) return { enums: [], model: true };
  const attrs = filterable(category);
  const int = (key: string) => attrs.find((a): a is IntAttribute => a.key === key && a.type === 'int');
  return {
    enums: attrs.filter((a): a is EnumAttribute => a.type === 'enum' && a.key !== 'brand'),
    year: int('year'),
    km: int('kmDriven'),
    model: attrs.some((a) => a.key === 'model'),
  };
}

/**
 * The brands the sidebar's brand block offers: a category's own brands from the catalog (the
 * product's nine first where they apply, so Maruti Suzuki and Hyundai lead on Cars, Samsung and
 * Apple on Mobile Phones), the nine across categories when none is chosen (all ads, search), and
 * none for a category without brands (homes, jobs).
 */
export function brandFilterOptions(category: Category | undefined): string[] {
  if (!category) return [...FILTER_BRANDS];
  const own = category.attributes.find((a): a is EnumAttribute => a.key === 'brand' && a.type === 'enum');
  if (!own) return [];
  const nine = FILTER_BRANDS.filter((b) => own.options.includes(b));
  return [...nine, ...own.options.filter((b) => !(nine as string[]).includes(b))];
}
