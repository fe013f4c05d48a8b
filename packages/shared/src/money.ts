const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** ₹3,80,000: the rupee sign with Indian digit grouping (lakh, crore). */
export function formatRupees(amount: number): string {
  return `₹ ${rupees.format(amount)}`;
}

const km = new Intl.NumberFormat('en-IN');

export function formatKm(value: number): string {
  return `${km.format(value)} km`;
}

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0, useGrouping: true });

/** 545000 → "5,45,000": a whole number in Indian digit grouping, without the rupee sign. */
export function groupIndian(value: number): string {
  return grouped.format(value);
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
