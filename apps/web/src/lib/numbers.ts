// Whole numbers as people in India type them: "1,75,000" (Indian grouping), "175,000" (Western),
// "1 75 000", and in Devanagari digits ("१७५०००") on Hindi keyboards. One reading for every
// number box (the post form's price, km, area, year …; the offer dialog's amount).

const DEVANAGARI_ZERO = '०'.charCodeAt(0);

/** "१५००००" → "150000": Devanagari digits (० to ९) become ASCII digits; the rest stays as it is. */
export function asciiDigits(text: string): string {
  return text.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));
}

/** Why a text is not a whole number: nothing typed, a fraction ("1500.50"), or not a number at all. */
export type NotWhole = 'empty' | 'fraction' | 'invalid';

export type WholeNumber = { ok: true; value: number; digits: string } | { ok: false; reason: NotWhole };

// Between digit groups: a comma (with or without spaces around it) or spaces (\s covers no-break
// and thin spaces too).
const SEPARATOR = /\s*,\s*|\s+/;

/**
 * Whether the groups of a grouped number are where they belong: the last three digits, then pairs
 * (Indian: 12,34,567) or threes (Western: 1,234,567). "1,75,00" is a mistyped 1,75,000, not 17500.
 */
function wellGrouped(groups: string[]): boolean {
  if (groups.length === 1) return /^\d+$/.test(groups[0]!);
  const first = groups[0]!;
  const last = groups[groups.length - 1]!;
  const middle = groups.slice(1, -1);
  if (!/^\d{3}$/.test(last)) return false;
  if (middle.every((g) => /^\d{2}$/.test(g)) && middle.length > 0) return /^\d{1,2}$/.test(first);
  return middle.every((g) => /^\d{3}$/.test(g)) && /^\d{1,3}$/.test(first);
}

/**
 * Reads a whole number typed in a text box. `rupees` also allows "₹", "Rs" or "INR" before it and
 * "/-" after it ("Rs 45,000/-"). A minus sign is read (the caller's limits refuse it); paise are a
 * fraction, not a whole number.
 */
export function readWholeNumber(text: string, { rupees = false } = {}): WholeNumber {
  let s = asciiDigits(text).trim();
  if (rupees) s = s.replace(/^(?:₹|rs\.?|inr)\s*/i, '').replace(/\s*\/-$/, '');
  if (s === '') return { ok: false, reason: 'empty' };
  const sign = s.startsWith('-') ? '-' : '';
  const body = s.slice(sign.length).trim();
  const dot = body.indexOf('.');
  const groups = (dot < 0 ? body : body.slice(0, dot)).split(SEPARATOR);
  if (!wellGrouped(groups)) return { ok: false, reason: 'invalid' };
  if (dot >= 0) return { ok: false, reason: /^\d+$/.test(body.slice(dot + 1)) ? 'fraction' : 'invalid' };
  const digits = sign + groups.join('');
  return { ok: true, value: Number(digits), digits };
}

/**
 * For a form whose values stay text until the shared schema reads them: the number's plain digits
 * ("45,000" → "45000"), or the text unchanged when it is not a whole number, so the schema says
 * what is wrong with what the person typed.
 */
export function normaliseWholeNumber(text: string, options?: { rupees?: boolean }): string {
  const read = readWholeNumber(text, options);
  return read.ok ? read.digits : text;
}
