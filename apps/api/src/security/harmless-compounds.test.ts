import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';
import { postedStatus } from '../test/posted-status.ts';
import { as } from '../test/social.ts';

// Honest ads were held as weapons: "Pistol grip drill" (a Bosch drill) for "pistol", "fire arm
// sleeve" (a compression sleeve) read as "firearm", "Glue gun for sale" for "gun for sale". Known
// harmless phrases are read whole and set aside; the words used as weapons are still held.
let t: TestApp;
let seller: ReturnType<typeof as>;
beforeAll(async () => {
  t = await testApp();
  seller = as(t, (await signedIn(t, { name: 'Vikram Seller' })).cookie);
});
afterAll(() => t.close());

const statusOf = (title: string, description?: string) => postedStatus(t, seller, title, description);

describe('harmless compounds of prohibited words', () => {
  it('posts tools, toys and sportswear named after weapons live', async () => {
    for (const title of [
      'Pistol grip drill',
      'Bosch GSB pistol grip drill machine',
      'fire arm sleeve',
      'Fire arm sleeves for cricket',
      'Glue gun for sale',
      'Spray gun available',
      'Massage gun for sale',
      'Nerf guns for kids',
      'Water gun for sale',
      'Gun metal grey Swift wheel covers',
      'ｐｉｓｔｏｌ ｇｒｉｐ drill',
    ])
      expect(await statusOf(title), title).toBe('active');
  });

  it('holds the same words used as weapons, disguised or beside a harmless phrase', async () => {
    for (const title of [
      'pistol for sale',
      'country made pistol',
      'firearm with licence',
      'fire arm with licence',
      'guns for sale',
      'p1stol for sale',
      'Glue gun, and a pistol',
    ])
      expect(await statusOf(title), title).toBe('held');
    expect(await statusOf('Pistol grip drill', 'Also a firearm, no papers')).toBe('held');
  });
});
