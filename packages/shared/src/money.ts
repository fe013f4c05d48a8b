import { indianDigits } from './indian-digits.ts';

// Made on first use, not when the module loads: a browser loads its locale data on the first Intl
// object (a long task on a slow phone's boot), and pages load this module before they format money.
let rupeesFormat: Intl.NumberFormat | undefined;
let kmFormat: Intl.NumberFormat | undefined;
let groupedFormat: Intl.NumberFormat | undefined;
const rupees = () => (rupeesFormat ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));
const km = () => (kmFormat ??= new Intl.NumberFormat('en-IN'));
const grouped = () =>
  (groupedFormat ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0, useGrouping: true }));

/** ₹3,80,000: the rupee sign with Indian digit grouping (lakh, crore). */
export function formatRupees(amount: number): string {
  return `₹ ${indianDigits(amount) ?? rupees().format(amount)}`;
}

export function formatKm(value: number): string {
  return `${indianDigits(value) ?? km().format(value)} km`;
}

/** 545000 → "5,45,000": a whole number in Indian digit grouping, without the rupee sign. */
export function groupIndian(value: number): string {
  return indianDigits(value) ?? grouped().format(value);
}

/** Well-formed Indian grouping ("3,80,000", "1,25,00,000"), or plain digits. */
const INDIAN_NUMBER = /^(\d{1,2}(,\d{2})*,\d{3}|\d+)$/;

/**
 * Reads "3,80,000" or "380000" as 380000. A value whose commas are misplaced ("7,43,8,000") is
 * `repaired` (its digits read as one number); anything else is `null`.
 */
export function parseIndian(text: string): { value: number; repaired: boolean } | null {
  const t = text.trim();
  if (INDIAN_NUMBER.test(t)) {
    const value = Number(t.replaceAll(',', ''));
    return Number.isSafeInteger(value) ? { value, repaired: false } : null;
  }
  if (/^\d[\d,]*\d$/.test(t) && !t.includes(',,')) {
    const value = Number(t.replaceAll(',', ''));
    return Number.isSafeInteger(value) ? { value, repaired: true } : null;
  }
  return null;
}
