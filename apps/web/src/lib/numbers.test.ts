import { describe, expect, it } from 'vitest';
import { asciiDigits, normaliseWholeNumber, readWholeNumber } from './numbers';

const value = (text: string, rupees = false) => {
  const read = readWholeNumber(text, { rupees });
  return read.ok ? read.value : read.reason;
};

describe('whole numbers as people type them', () => {
  it('reads plain digits', () => {
    expect(value('45000')).toBe(45000);
    expect(value('  2019 ')).toBe(2019);
    expect(value('0')).toBe(0);
  });

  it('reads Indian and Western grouping with commas or spaces', () => {
    expect(value('45,000')).toBe(45000);
    expect(value('1,75,000')).toBe(175000);
    expect(value('12,34,56,789')).toBe(123456789);
    expect(value('175,000')).toBe(175000);
    expect(value('1,750,000')).toBe(1750000);
    expect(value('1 75 000')).toBe(175000);
    expect(value('45 000')).toBe(45000);
    expect(value('45\u00a0000')).toBe(45000);
    expect(value('1, 75, 000')).toBe(175000);
  });

  it('reads Devanagari digits', () => {
    expect(asciiDigits('१५००००')).toBe('150000');
    expect(value('१५००००')).toBe(150000);
    expect(value('१,७५,०००')).toBe(175000);
    expect(value('२०१९')).toBe(2019);
  });

  it('refuses digits grouped wrongly rather than guessing', () => {
    expect(value('1,75,00')).toBe('invalid');
    expect(value('4,5000')).toBe('invalid');
    expect(value('1,23,456,789')).toBe('invalid');
    expect(value('123,45,678')).toBe('invalid');
    expect(value('45,000,')).toBe('invalid');
    expect(value(',45,000')).toBe('invalid');
  });

  it('tells a fraction, nothing and words apart', () => {
    expect(value('1500.50')).toBe('fraction');
    expect(value('1,500.5')).toBe('fraction');
    expect(value('1500.5.0')).toBe('invalid');
    expect(value('')).toBe('empty');
    expect(value('   ')).toBe('empty');
    expect(value('12k')).toBe('invalid');
    expect(value('1e5')).toBe('invalid');
    expect(value('0x10')).toBe('invalid');
    expect(value('abc')).toBe('invalid');
  });

  it('reads a minus sign, for the caller’s limits to refuse', () => {
    expect(value('-5')).toBe(-5);
  });

  it('takes a rupee sign only where rupees are meant', () => {
    expect(value('₹ 1,50,000', true)).toBe(150000);
    expect(value('Rs. 45,000/-', true)).toBe(45000);
    expect(value('₹', true)).toBe('empty');
    expect(value('₹ 45,000')).toBe('invalid');
  });

  it('gives plain digits for a form, or the text as typed', () => {
    expect(normaliseWholeNumber('45,000')).toBe('45000');
    expect(normaliseWholeNumber('१५००००')).toBe('150000');
    expect(normaliseWholeNumber('₹45,000', { rupees: true })).toBe('45000');
    expect(normaliseWholeNumber('45,00')).toBe('45,00');
    expect(normaliseWholeNumber('12k')).toBe('12k');
    expect(normaliseWholeNumber('')).toBe('');
  });
});
