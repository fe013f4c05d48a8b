import { LIMITS } from '@bazaar/shared';

export type OfferErrors = { amount?: string; note?: string };

/**
 * Checks the dialog's fields as the API will, giving i18n keys. People write amounts with Indian
 * grouping ("4,20,000") or spaces; those are fine, paise are not.
 */
export function checkOffer(amountText: string, note: string): { amount?: number; errors: OfferErrors } {
  const errors: OfferErrors = {};
  const cleaned = amountText.replace(/[\s,₹]/g, '');
  let amount: number | undefined;
  if (!cleaned) errors.amount = 'offers.errors.required';
  else if (!/^-?\d+$/.test(cleaned)) errors.amount = 'offers.errors.whole';
  else {
    amount = Number(cleaned);
    if (amount <= 0) errors.amount = 'offers.errors.positive';
    else if (amount > LIMITS.offerMax) errors.amount = 'offers.errors.tooHigh';
  }
  if (note.trim().length > LIMITS.offerNoteMax) errors.note = 'offers.errors.noteTooLong';
  return { amount: errors.amount ? undefined : amount, errors };
}
