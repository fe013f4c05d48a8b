import { LIMITS } from '@bazaar/shared';
import { readWholeNumber } from '../../../lib/numbers';

export type OfferErrors = { amount?: string; note?: string };

const NOT_WHOLE = {
  empty: 'offers.errors.required',
  fraction: 'offers.errors.whole',
  invalid: 'offers.errors.number',
} as const;

/**
 * Checks the dialog's fields as the API will, giving i18n keys. People write amounts with Indian
 * grouping ("4,20,000"), spaces, a rupee sign or Devanagari digits; those are fine, paise are not.
 */
export function checkOffer(amountText: string, note: string): { amount?: number; errors: OfferErrors } {
  const errors: OfferErrors = {};
  const read = readWholeNumber(amountText, { rupees: true });
  let amount: number | undefined;
  if (!read.ok) errors.amount = NOT_WHOLE[read.reason];
  else {
    amount = read.value;
    if (amount <= 0) errors.amount = 'offers.errors.positive';
    else if (amount > LIMITS.offerMax) errors.amount = 'offers.errors.tooHigh';
  }
  if (note.trim().length > LIMITS.offerNoteMax) errors.note = 'offers.errors.noteTooLong';
  return { amount: errors.amount ? undefined : amount, errors };
}
