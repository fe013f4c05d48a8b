/** A label in every language the interface speaks. */
export interface Label {
  en: string;
  hi: string;
}

/**
 * Listing fields that have their own typed column (filtered or sorted in SQL).
 * Everything else a category asks for lives in the listing's JSONB `attributes`.
 */
export const TYPED_ATTRIBUTES = [
  'brand',
  'model',
  'year',
  'kmDriven',
  'fuel',
  'transmission',
  'owners',
  'bhk',
] as const;
export type TypedAttribute = (typeof TYPED_ATTRIBUTES)[number];

interface AttributeBase {
  key: string;
  label: Label;
  required?: boolean;
  /** Offered as a filter on the category page (issue: every filter). */
  filter?: boolean;
}

export interface EnumAttribute extends AttributeBase {
  type: 'enum';
  options: readonly string[];
}

export interface IntAttribute extends AttributeBase {
  type: 'int';
  min: number;
  max: number;
  unit?: Label;
}

export interface TextAttribute extends AttributeBase {
  type: 'text';
  maxLength: number;
}

export type AttributeDef = EnumAttribute | IntAttribute | TextAttribute;

/** A category as cards and links name it. */
export interface CategoryName {
  slug: string;
  group: string;
  label: Label;
  /** Old URL slugs from the original product that must keep working. */
  aliases?: readonly string[];
  /** Short route of the post form kept from the original product (/carpage, /bikes, /mobile). */
  postRoute?: string;
}

/** A category with what its ads carry: the post form's fields and the list's filters. */
export interface Category extends CategoryName {
  attributes: readonly AttributeDef[];
}

export interface CategoryGroup {
  slug: string;
  label: Label;
}
