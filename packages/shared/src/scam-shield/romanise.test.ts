import { describe, expect, it } from 'vitest';
import { latinReading, normaliseMessage } from './normalise.ts';
import { romanise } from './romanise.ts';

describe('romanise', () => {
  it('lets "OTP" meet itself in Devanagari, Tamil, Bengali, Telugu, Gujarati, Gurmukhi and Odia', () => {
    for (const otp of ['ओटीपी', 'ஓடிபி', 'ওটিপি', 'ఓటీపీ', 'ઓટીપી', 'ਓਟੀਪੀ', 'ଓଟିପି'])
      expect(romanise(otp), otp).toBe('otp');
  });

  it('reads Hindi in Devanagari as Hinglish spells it', () => {
    expect(romanise('पैसे भेज दो')).toBe('paise bhej do');
    expect(romanise('व्हाट्सएप लिंक')).toBe('whatsapp link');
  });

  it('leaves Latin letters, digits and emoji as written', () => {
    const text = 'GPay 12,000 🙏 OTP';
    expect(romanise(text)).toBe(text);
  });

  it('reads Urdu in Latin letters, its loanwords as English spells them', () => {
    expect(romanise('GPay ۱۲,۰۰۰ 🙏 جناب پیمنٹ')).toBe('GPay 12,000 🙏 jnab payment');
    expect(romanise('آرمی ٹرانسپورٹ سے بھیج دیں')).toBe('army transport se bhej den');
  });

  it('keeps Devanagari for the features and romanises it for the learnt words', () => {
    const normalised = normaliseMessage('ओटीपी பணம் அனுப்புங்க');
    expect(normalised).toBe('ओटीपी panam anuppunka');
    expect(latinReading(normalised)).toBe('otp panam anuppunka');
  });

  it('reads the letters Sanscript leaves: Malayalam chillus, Gurmukhi addak; IAST c as Hinglish ch', () => {
    expect(romanise('ഹോൾഡിൽ')).toBe('holdil');
    expect(romanise('ਪੱਕਾ')).toBe('pakka');
    expect(romanise('चुकून परत पाठवा')).toBe('chukun parat pathava');
    expect(romanise('చూసి')).toBe('chusi');
  });
});
