import { describe, expect, it } from 'vitest';
import { screenText, seenLatin } from './screen-text.ts';

describe('screenText', () => {
  it('reads disguised Latin letters as the letters people see', () => {
    const plain = screenText('cocaine');
    for (const disguised of ['co\u200bcaine', 'c\u043ecaine', 'ｃｏｃａｉｎｅ', 'COCA\u00adINE', 'c𝐨caine'])
      expect(screenText(disguised), disguised).toBe(plain);
  });

  it('reads Coptic and Cherokee letters, and letters drawn as symbols, as the Latin ones they look like', () => {
    const cocaine = screenText('cocaine');
    for (const disguised of [
      'ⲥⲟⲥⲁⲓⲛⲉ',
      'ⲤⲞⲤⲀⲒⲚⲈ',
      'ᏟᎾᏟᎪᎥNᎬ',
      'ꮯꮎꮯꭺꭵnꭼ',
      'ꮯꮎꮯꭺꮖꮑꭼ',
      'ᏟᎾᏟᎪᏆᏁᎬ',
      '🇨🇴🇨🇦🇮🇳🇪',
      '🅲🅾🅲🅰🅸🅽🅴',
      '🅒🅞🅒🅐🅘🅝🅔',
    ])
      expect(screenText(disguised), disguised).toBe(cocaine);
    for (const disguised of ['ⲏⲉⲅⲟⲓⲛ', 'ᎻᎬᏒᎾᎥN', 'ꮋꭼꭱꮎꭵn', '🇭🇪🇷🇴🇮🇳', '🅷🅴🆁🅾🅸🅽'])
      expect(screenText(disguised), disguised).toBe(screenText('heroin'));
    // A flag reads as its two letters: "Made in 🇮🇳" holds no word it did not hold.
    expect(screenText('Made in 🇮🇳')).toBe(screenText('Made in IN'));
  });

  it('leaves Devanagari and other Indian scripts as written', () => {
    for (const hindi of ['गांजा', 'नकली नोट', 'दुःख', 'बाघ की खाल', 'ਗਾਂਜਾ', 'கஞ்சா'])
      expect(screenText(hindi)).toBe(hindi);
  });

  it('keeps digits when asked, and still folds letters', () => {
    expect(screenText('0TP 9876543210', { keepDigits: true })).toBe('0tp 9876543210');
    expect(screenText('Send the ОТР', { keepDigits: true })).toBe(screenText('send the otp'));
  });
});

describe('seenLatin', () => {
  it('makes look-alike letters Latin and leaves Latin, digits and Hindi as written', () => {
    expect(seenLatin('Send the ОТР')).toBe('Send the OTP');
    expect(seenLatin('send the оtр, I will pay 1500')).toBe('send the otp, I will pay 1500');
    expect(seenLatin('ｗｈａｔｓａｐｐ me\u200b')).toBe('whatsapp me');
    expect(seenLatin('पहले ओटीपी भेजो')).toBe('पहले ओटीपी भेजो');
    expect(seenLatin('Send the 🇴🇹🇵, ᏚᎬNᎠ')).toBe('Send the OTP, SEND');
  });
});
