import { LIMITS } from '@bazaar/shared';
import { describe, expect, it } from 'vitest';
import { checkOffer } from './offerForm';

const amount = (text: string) => {
  const checked = checkOffer(text, '');
  return checked.errors.amount ?? checked.amount;
};

describe('the offer amount', () => {
  it('takes whole rupees with Indian or Western grouping, spaces or a rupee sign', () => {
    expect(amount('150000')).toBe(150000);
    expect(amount('1,75,000')).toBe(175000);
    expect(amount('175,000')).toBe(175000);
    expect(amount('1 75 000')).toBe(175000);
    expect(amount('₹ 4,20,000')).toBe(420000);
  });

  it('takes Devanagari digits, as Hindi keyboards type them', () => {
    expect(amount('१५००००')).toBe(150000);
    expect(amount('१,७५,०००')).toBe(175000);
  });

  it('says what is wrong with the rest', () => {
    expect(amount('')).toBe('offers.errors.required');
    expect(amount('1500.50')).toBe('offers.errors.whole');
    expect(amount('1,75,00')).toBe('offers.errors.number');
    expect(amount('one lakh')).toBe('offers.errors.number');
    expect(amount('0')).toBe('offers.errors.positive');
    expect(amount('-5')).toBe('offers.errors.positive');
    expect(amount(String(LIMITS.offerMax + 1))).toBe('offers.errors.tooHigh');
  });

  it('checks the note’s length', () => {
    expect(checkOffer('1000', 'x'.repeat(LIMITS.offerNoteMax + 1)).errors.note).toBe(
      'offers.errors.noteTooLong',
    );
  });
});
