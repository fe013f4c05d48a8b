import type { ConversationSummary } from '@bazaar/shared';
import { DEFAULT_PROHIBITED_WORDS } from '@bazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateListings } from '../db/seed/generate.ts';
import { listings, users } from '../db/schema.ts';
import { wordScreen } from '../lib/word-screen.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';
import { createListing } from '../test/factories.ts';
import { phoneAd } from '../test/http-visitor.ts';
import { as } from '../test/social.ts';

// Threat (row G, second round): a bidi override drawing "eniacoc" as "cocaine", small capitals,
// upside-down letters, "@" for a letter, doubled letters, misspellings, "-ies" plurals, phrases
// written as one word, weapons missing from the list, and fields nobody screened (attributes,
// locality, the seller's name, chat) all went live.

let t: TestApp;
let seller: ReturnType<typeof as>;
let sellerId: number;
beforeAll(async () => {
  t = await testApp();
  const s = await signedIn(t, { name: 'Vikram Seller' });
  seller = as(t, s.cookie);
  sellerId = s.user.id;
});
afterAll(() => t.close());

async function posted(over: Record<string, unknown>) {
  const res = await seller.post('/api/listings', phoneAd(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [row] = await t.database.db
    .select({ status: listings.status, title: listings.title })
    .from(listings)
    .where(eq(listings.id, res.body.id as number));
  return row!;
}
const statusOf = async (title: string) => (await posted({ title })).status;

describe('prohibited words, however written', () => {
  it('keeps text as it is drawn under a bidi override, and holds what it says', async () => {
    const ad = await posted({ title: 'Pure \u202eeniacoc\u202c for sale' });
    expect(ad.status).toBe('held');
    expect(ad.title).toBe('Pure cocaine for sale');
    const isolated = await posted({ title: 'Samsung \u2067M31\u2069 \u200Fphone\u200E' });
    expect(isolated).toEqual({ status: 'active', title: 'Samsung M31 phone' });
    // The screen reads the drawn order itself too, for text that reaches it some other way.
    expect(wordScreen(DEFAULT_PROHIBITED_WORDS)('Pure \u202eeniacoc\u202c for sale')).toEqual(['cocaine']);
  });

  it('holds small capitals, upside-down letters, @ for a letter and doubled letters', async () => {
    for (const title of [
      'ᴄᴏᴄᴀɪɴᴇ for sale',
      'ɢᴀɴᴊᴀ available',
      'ǝuıɐɔoɔ for sale',
      'ꞁoʇsıd with box',
      'c@caine for sale',
      'g@nj@ available',
      'cocaaine for sale',
      'herooin available',
      'Ganjaa available',
    ])
      expect(await statusOf(title), title).toBe('held');
  });

  // Third round: Cyrillic small letters the confusables table reads elsewhere ("һ" whose capital is
  // no Latin H, "п" drawn as n), digits for letters, and a letter masked with a star.
  it('holds Cyrillic h and n, digits for letters and letters masked with a star', async () => {
    for (const title of [
      'һeroin available',
      'сосаіпе for sale',
      'gапја pure',
      'c0c41n3 for sale',
      'g4nj4 available',
      'c*caine for sale',
      'her**n available',
      'p!stol with box',
      'pi$tol available',
      'coca!ne for sale',
      'ϲοϲαιηε for sale',
      'ғігеагм available',
    ])
      expect(await statusOf(title), title).toBe('held');
    for (const title of ['Hyundai i10 2019, first owner', 'Samsung A54 5G, 8/128', 'KTM 390 Duke, 2021'])
      expect(await statusOf(title), title).toBe('active');
  });

  // Fourth round: Coptic and Cherokee letters, and letters drawn as symbols (regional indicators,
  // negative circled and squared letters), which the screen read as no Latin letter.
  it('holds words written in Coptic or Cherokee letters, or in letter symbols', async () => {
    for (const title of [
      'ⲥⲟⲥⲁⲓⲛⲉ for sale',
      'ⲏⲉⲅⲟⲓⲛ available',
      'ᏟᎾᏟᎪᎥNᎬ for sale',
      'ᎻᎬᏒᎾᎥN available',
      'ꮯꮎꮯꭺꭵnꭼ pure',
      'ᏢᎥᏚᎢᎾᏞ with box',
      '🇨🇴🇨🇦🇮🇳🇪 for sale',
      '🇭🇪🇷🇴🇮🇳 available',
      '🅲🅾🅲🅰🅸🅽🅴 for sale',
    ])
      expect(await statusOf(title), title).toBe('held');
    for (const title of ['Made in 🇮🇳 cricket bat', 'Imported 🇺🇸 🇬🇧 books, 20 pieces', '🅽🅴🆆 iPhone 13 box'])
      expect(await statusOf(title), title).toBe('active');
  });

  it('holds misspellings, Hindi spellings, -ies plurals and phrases written as one word', async () => {
    for (const title of [
      'cocain for sale',
      'kokain available',
      'गान्जा उपलब्ध',
      'Elephant ivories for sale',
      'fakecurrency available',
      'fake\u200bcurrency available',
    ])
      expect(await statusOf(title), title).toBe('held');
  });

  it('holds weapons and drugs by specific phrases, and leaves honest ads with "gun" or "hash" live', async () => {
    for (const title of [
      'AK47 for sale',
      'AK-47 available',
      'Rifle with scope',
      'hashish available',
      'weed for sale',
      'Selling guns cheap',
      'Firearms, no papers needed',
      '12 bore gun',
      'बंदूक बिकाऊ है',
      'बन्दूक बिकाऊ है',
      'bandook available',
    ])
      expect(await statusOf(title), title).toBe('held');
    for (const title of [
      'Glue gun for crafts',
      'Hash brown maker',
      'Gun metal grey Swift wheel covers',
      'Massage gun, 6 heads',
      'Toy gun for kids',
      'Weed trimmer, barely used',
    ])
      expect(await statusOf(title), title).toBe('active');
  });

  it('holds nothing among 5,000 demo ads', () => {
    const check = wordScreen(DEFAULT_PROHIBITED_WORDS);
    const held: string[] = [];
    for (const ad of generateListings({
      count: 5000,
      userCount: 200,
      seed: 1,
      now: new Date('2026-11-01'),
    })) {
      const text = [ad.title, ad.description, ad.locality, ad.model ?? '', ...Object.values(ad.attributes)];
      if (check(text.join('\n')).length) held.push(ad.title);
    }
    expect(held).toEqual([]);
  });
});

describe('every field an ad shows', () => {
  it('screens the attributes (the model shows in suggestions too) and the locality', async () => {
    expect((await posted({ attributes: { brand: 'Samsung', model: 'Cocaine Edition' } })).status).toBe(
      'held',
    );
    expect((await posted({ locality: 'Ganja Gali' })).status).toBe('held');
  });

  it('refuses a seller name with a prohibited word, leaving the account’s name as it was', async () => {
    const res = await seller.post('/api/listings', phoneAd({ seller: { name: 'Cocaine King' } }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(['seller.name']);
    const [me] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, sellerId));
    expect(me!.name).toBe('Vikram Seller');
  });
});

describe('chat', () => {
  it('refuses a message with a prohibited word with a code the composer words', async () => {
    const buyer = as(t, (await signedIn(t, { name: 'Asha Buyer' })).cookie);
    const owner = await signedIn(t, { name: 'Ravi Owner' });
    const ad = await createListing(t.database.db, owner.user.id);
    const c = (await buyer.post(`/api/listings/${ad.id}/conversation`)).body as ConversationSummary;
    const refused = await buyer.post(`/api/conversations/${c.id}/messages`, {
      body: 'Do you also have c@caine?',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('prohibited_words');
    const ok = await buyer.post(`/api/conversations/${c.id}/messages`, {
      body: 'Is the phone still available?',
    });
    expect(ok.status).toBe(201);
  });
});
