import type { ChatMessage, ConversationSummary, MessagesPage } from '@bazaar/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { createListing, forgetRateLimits } from '../../test/factories.ts';
import { as, sellerBuyerStranger } from '../../test/social.ts';

let t: TestApp;
let people: Awaited<ReturnType<typeof sellerBuyerStranger>>;

beforeAll(async () => {
  t = await testApp();
  people = await sellerBuyerStranger(t);
});
afterAll(() => t.close());

async function conversation(who: ReturnType<typeof as>, listingId: number) {
  return (await who.post(`/api/listings/${listingId}/conversation`)).body as ConversationSummary;
}

const UPI_REQUEST = 'I have sent a payment request on GPay, accept it and the money will be credited';

describe('scam shield in chat', () => {
  it('stores what it recognised on the message; both sides read it with the message', async () => {
    const buyer = as(t, people.buyer.cookie);
    const seller = as(t, people.seller.cookie);
    const c = await conversation(buyer, people.listing.id);
    const sent = await buyer.post(`/api/conversations/${c.id}/messages`, { body: UPI_REQUEST });
    expect(sent.status).toBe(201);
    expect((sent.body as ChatMessage).scamKinds).toEqual(['upi_request_or_qr']);

    const ordinary = await buyer.post(`/api/conversations/${c.id}/messages`, {
      body: 'I will pay by UPI when I see the car',
    });
    expect((ordinary.body as ChatMessage).scamKinds).toEqual([]);

    const page = (await seller.get(`/api/conversations/${c.id}/messages`)).body as MessagesPage;
    expect(page.items.map((m) => m.scamKinds)).toEqual([['upi_request_or_qr'], []]);
  });

  it('reports someone flagged three times within a day, across conversations, once', async () => {
    const scammer = await signedIn(t, { name: 'Quick Buyer' });
    const who = as(t, scammer.cookie);
    const openReports = () =>
      t.database.db
        .select()
        .from(reports)
        .where(and(eq(reports.subjectUserId, scammer.user.id), eq(reports.reason, 'scam_messages')));
    const ads = await Promise.all(
      [1, 2, 3, 4].map(async () => createListing(t.database.db, people.seller.user.id)),
    );
    const tricks = [
      'Send me the OTP that came on your phone',
      'Scan this QR code to receive the payment',
      'Pay 1500 courier charges first and I will ship it',
      'WhatsApp me on 9876543210',
    ];
    for (const [i, ad] of ads.entries()) {
      // A flagged sender's tighter write limits are security/write-floods.test.ts's; here the watch.
      await forgetRateLimits(t.database.db);
      const c = await conversation(who, ad.id);
      expect((await who.post(`/api/conversations/${c.id}/messages`, { body: tricks[i]! })).status).toBe(201);
      // The watch runs as a job added with the message.
      await t.app.jobs.drain();
      expect(await openReports(), `after message ${i + 1}`).toHaveLength(i < 2 ? 0 : 1);
    }
    const [report] = await openReports();
    expect(report).toMatchObject({ reporterId: null, listingId: ads[2]!.id, status: 'open' });
    expect(report!.detail).toContain('3 chat messages flagged');
  });

  it('a watch run late, after more messages were flagged, still reports at the third', async () => {
    const scammer = await signedIn(t, { name: 'Busy Buyer' });
    const who = as(t, scammer.cookie);
    const ads = await Promise.all(
      [1, 2, 3, 4].map(() => createListing(t.database.db, people.seller.user.id)),
    );
    for (const ad of ads) {
      const c = await conversation(who, ad.id);
      await who.post(`/api/conversations/${c.id}/messages`, {
        body: 'Send me the OTP that came on your phone',
      });
    }
    await t.app.jobs.drain();
    const filed = await t.database.db
      .select()
      .from(reports)
      .where(and(eq(reports.subjectUserId, scammer.user.id), eq(reports.reason, 'scam_messages')));
    expect(filed.map((r) => r.listingId)).toEqual([ads[2]!.id]);
  });
});
