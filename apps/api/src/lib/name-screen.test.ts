import { DEFAULT_PROHIBITED_WORDS } from '@bazaar/shared';
import { describe, expect, it } from 'vitest';
import { nameScreen } from './name-screen.ts';
import { wordScreen } from './word-screen.ts';

const screen = nameScreen(wordScreen(DEFAULT_PROHIBITED_WORDS));

describe('a name a person gives themselves', () => {
  it('may not pose as Bazaar or its team, however it is written', () => {
    for (const name of [
      'Bazaar Support',
      'BazaarIndia',
      'bazar_help',
      'Bаzааr Team', // Cyrillic а
      'B.a.z.a.a.r',
      'बाज़ार सहायता',
      'Admin',
      'Customer Care',
      'CustomerCare Desk',
      'Support Team',
      'Ｏｆｆｉｃｉａｌ',
      'Verified Seller',
      'कस्टमर केयर',
      'Operator',
      'Moderation Team',
      'Security Team',
      'Help Centre',
      'System',
      'Adm!n',
      '$ecurity Team',
      'Refund Team',
      'ग्राहक सेवा',
    ])
      expect(screen(name), name).toBe('reserved_name');
  });

  it('may not hold a prohibited word', () => {
    expect(screen('Cocaine Raju')).toBe('prohibited_name');
  });

  it('may not be more than a name: a line break, a link', () => {
    for (const name of [
      'Ravi\n\nYour account is locked. Unlock: http://evil.example/unlock',
      'Ravi\rKumar',
      'Ravi\u2028Kumar',
      'Anil www.cheap-phones.example',
      'Sunil https://wa.me/919812345678',
      'Deals bestphones.in',
      'Priya priya.sharma@gmail.com',
    ])
      expect(screen(name), JSON.stringify(name)).toBe('not_a_name');
  });

  it('passes ordinary Indian names', () => {
    for (const name of [
      'Priya Sharma',
      'Md. Imran',
      'Ravi Kumar S',
      'अनीता देवी',
      'Baz Ahmed',
      'Suppiah',
      'Adminath Rao',
      'R.K. Inamdar',
      'S. Indira',
      'K.In Park',
    ])
      expect(screen(name), name).toBeNull();
  });
});
