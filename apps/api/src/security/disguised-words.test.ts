import type { ChatMessage, ConversationSummary } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';
import { postedStatus } from '../test/posted-status.ts';
import { createListing } from '../test/factories.ts';
import { as } from '../test/social.ts';

// Threat (row G): "cocaine" is held, but "co\u200bcaine" (a zero-width space), "cоcaine" (a
// Cyrillic о) and "ｃｏｃａｉｎｅ" (full-width letters) went live. The screens now read text as
// people see it: NFKC, format characters removed, look-alike letters folded by Unicode's
// confusables table; Hindi stays as written, so no false matches there.

let t: TestApp;
let seller: ReturnType<typeof as>;
beforeAll(async () => {
  t = await testApp();
  seller = as(t, (await signedIn(t, { name: 'Vikram Seller' })).cookie);
});
afterAll(() => t.close());

const post = (title: string, description?: string) => postedStatus(t, seller, title, description);

describe('disguised prohibited words', () => {
  it('holds an ad whatever letters spell the word', async () => {
    expect(await post('cocaine for sale')).toBe('held');
    for (const title of [
      'co\u200bcaine for sale',
      'c\u043ecaine for sale',
      'ｃｏｃａｉｎｅ for sale',
      'PIST\u041eL with box',
    ])
      expect(await post(title), title).toBe('held');
  });

  it('holds the word behind any invisible character, accent, separator or plural', async () => {
    const invisible = ['\uFE0F', '\uFE00', '\u{E0100}', '\u034F', '\u180B', '\u17B4', '\u115F', '\u1160'];
    const more = [
      '\uFFA0',
      '\u3164',
      '\u2800',
      '\u0301',
      '\u0323',
      ' ',
      '\u00A0',
      '\u3000',
      '.',
      '-',
      '\u2028',
    ];
    for (const hidden of [...invisible, ...more]) {
      const title = `Oppo F21 Pro her${hidden}oin for sale`;
      expect(await post(title), JSON.stringify(title)).toBe('held');
    }
    expect(await post('cocaines for sale')).toBe('held');
    expect(await post('c o c a i n e for sale')).toBe('held');
    expect(await post('Phone', 'को\u034Fकीन उपलब्ध')).toBe('held');
    expect(await post('Phone', 'क\u093Cोकीन उपलब्ध')).toBe('held');
  });

  it('holds Hindi prohibited words, also with invisible joiners, and leaves ordinary Hindi live', async () => {
    expect(await post('Phone', 'गांजा भी मिलेगा')).toBe('held');
    expect(await post('Phone', 'गां\u200dजा भी मिलेगा')).toBe('held');
    expect(await post('Phone', 'नकली\u200b नोट उपलब्ध')).toBe('held');
    for (const ordinary of [
      'दुःख के साथ बेच रहा हूँ: नया फ़ोन, बिल और डिब्बा साथ में',
      'संगीत के लिए अच्छा फ़ोन, कैमरा शानदार, बैटरी ५००० mAh',
      'Samsung Galaxy M31, 6 GB RAM, 128 GB, 1 owner, 10 months old',
    ])
      expect(await post('Phone', ordinary), ordinary).toBe('active');
  });

  it('the scam shield reads look-alike letters in chat as the server sees them', async () => {
    const buyer = as(t, (await signedIn(t, { name: 'Honest Buyer' })).cookie);
    const owner = await signedIn(t, { name: 'Tricky Seller' });
    const ad = await createListing(t.database.db, owner.user.id);
    const c = (await buyer.post(`/api/listings/${ad.id}/conversation`)).body as ConversationSummary;
    // "Pay 1500 courier charges first", in Cyrillic letters that look Latin.
    const sent = await as(t, owner.cookie).post(`/api/conversations/${c.id}/messages`, {
      body: 'P\u0430y 1500 \u0441\u043e\u0443r\u0456\u0435r \u0441h\u0430rg\u0435s f\u0456rst',
    });
    expect(sent.status).toBe(201);
    expect((sent.body as ChatMessage).scamKinds).toContain('advance_fee');
  });
});
