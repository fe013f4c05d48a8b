import { findCategory, optionLabel, type AttributeDef, type ListingDetail } from '@bazaar/shared';
import type { Lang } from '../../../i18n/lang';
import { formatKmIn, formatNumber } from '../../../lib/format';

const TYPED: Record<string, (d: ListingDetail) => string | number | null> = {
  brand: (d) => d.brand,
  model: (d) => d.model,
  year: (d) => d.year,
  kmDriven: (d) => d.kmDriven,
  fuel: (d) => d.fuel,
  transmission: (d) => d.transmission,
  owners: (d) => d.owners,
  bhk: (d) => d.bhk,
};

function format(def: AttributeDef, value: string | number, lang: Lang): string {
  if (def.type === 'enum') return optionLabel(String(value), lang);
  if (def.type !== 'int' || typeof value !== 'number') return String(value);
  if (def.key === 'kmDriven') return formatKmIn(value, lang);
  if (def.key === 'year') return String(value);
  return def.unit ? `${formatNumber(value, lang)} ${def.unit[lang]}` : formatNumber(value, lang);
}

export interface AttributeRow {
  key: string;
  label: string;
  value: string;
}

/**
 * The ad's details in the order and with the labels its category declares in the shared catalog;
 * typed columns and the JSONB attributes are read the same way, empty ones are skipped.
 */
export function attributeRows(detail: ListingDetail, lang: Lang): AttributeRow[] {
  const category = findCategory(detail.category);
  if (!category) return [];
  const rows: AttributeRow[] = [];
  for (const def of category.attributes) {
    const value = TYPED[def.key]?.(detail) ?? detail.attributes[def.key] ?? null;
    if (value === null || value === '') continue;
    rows.push({ key: def.key, label: def.label[lang], value: format(def, value, lang) });
  }
  return rows;
}
