import {
  CHAT_PHOTOS_TOO_MANY,
  LIMITS,
  type ChatMessage,
  type ConversationSummary,
  type MessagesPage,
  type Queue,
  type UploadedPhoto,
} from '@bazaar/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { as, sellerBuyerStranger } from '../../test/social.ts';
import { cameraJpeg } from '../../test/photos.ts';
import { jpeg, multipart } from '../../test/uploads.ts';
import { IN_FLIGHT_MESSAGE, UPLOAD_RATE } from '../media/upload-limits.ts';
import { diskStore } from '../media/store.ts';
import { sweepUploads, UPLOAD_TTL_MS } from '../media/sweep.ts';
import { uploadsRepository } from '../media/uploads-repository.ts';
import { signedInStaff } from '../moderation/test-staff.ts';

let t: TestApp;
let people: Awaited<ReturnType<typeof sellerBuyerStranger>>;
let seller: ReturnType<typeof as>;
let buyer: ReturnType<typeof as>;
let conversation: ConversationSummary;

beforeAll(async () => {
  t = await testApp();
  people = await sellerBuyerStranger(t);
  seller = as(t, people.seller.cookie);
  buyer = as(t, people.buyer.cookie);
  conversation = (await buyer.post(`/api/listings/${people.listing.id}/conversation`)).body;
});
afterAll(() => t.close());

/** One photo uploaded for a message of this conversation. */
async function uploadChat(cookie: string | undefined, conversationId: number, file?: Buffer, name?: string) {
  const body = multipart(file ?? (await jpeg(320, 240)), name);
  return t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/photos`,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

async function chatPhotoIds(cookie: string, conversationId: number, count: number) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await uploadChat(cookie, conversationId, await jpeg(200, 150, 20 * i));
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json<UploadedPhoto>().id);
  }
  return ids;
}

const open = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The seller sends photos (with or without text) in the shared conversation. */
async function sellerSends(count: number, body = '') {
  const photoIds = await chatPhotoIds(people.seller.cookie, conversation.id, count);
  const res = await seller.post(`/api/conversations/${conversation.id}/messages`, { body, photoIds });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as ChatMessage;
}

describe('photos in chat', () => {
  it('sends photos with text, in the order chosen, at private addresses both parties can open', async () => {
    const photoIds = await chatPhotoIds(people.seller.cookie, conversation.id, 3);
    const sent = await seller.post(`/api/conversations/${conversation.id}/messages`, {
      body: 'Here is the RC',
      photoIds: [photoIds[2], photoIds[0], photoIds[1]],
    });
    expect(sent.status).toBe(201);
    const message = sent.body as ChatMessage;
    expect(message.body).toBe('Here is the RC');
    expect(message.photos).toHaveLength(3);
    const prefix = `/api/conversations/${conversation.id}/photos/`;
    for (const p of message.photos) {
      expect(p.card.startsWith(prefix) && p.full.startsWith(prefix)).toBe(true);
      expect(p.card).toMatch(/-card\.webp$/);
    }
    // The buyer's thread has them in the same order.
    const page = (await buyer.get(`/api/conversations/${conversation.id}/messages`)).body as MessagesPage;
    expect(page.items.find((m) => m.id === message.id)!.photos).toEqual(message.photos);

    for (const cookie of [people.seller.cookie, people.buyer.cookie]) {
      const res = await open(message.photos[0]!.full, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      // Unchanged: a 304, the check made again first.
      const again = await t.app.inject({
        method: 'GET',
        url: message.photos[0]!.full,
        headers: { cookie, 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('sends photos without text, and refuses a message with neither', async () => {
    const message = await sellerSends(1);
    expect(message.body).toBe('');
    expect(message.photos).toHaveLength(1);
    const empty = await seller.post(`/api/conversations/${conversation.id}/messages`, {
      body: '  ',
      photoIds: [],
    });
    expect(empty.status).toBe(400);
    // The inbox shows the photo-only message as the newest.
    const inbox = (await buyer.get('/api/conversations')).body;
    expect(inbox.items[0].lastMessage.photos).toHaveLength(1);
  });

  it(`refuses more than ${LIMITS.chatPhotosMax} photos in one message, saying why`, async () => {
    const photoIds = await chatPhotoIds(people.seller.cookie, conversation.id, LIMITS.chatPhotosMax + 1);
    const res = await seller.post(`/api/conversations/${conversation.id}/messages`, {
      body: 'Six photos',
      photoIds,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(CHAT_PHOTOS_TOO_MANY);
    // Five of them go.
    const five = await seller.post(`/api/conversations/${conversation.id}/messages`, {
      body: '',
      photoIds: photoIds.slice(0, LIMITS.chatPhotosMax),
    });
    expect(five.status).toBe(201);
    expect(five.body.photos).toHaveLength(LIMITS.chatPhotosMax);
  });

  it('refuses a file that is not a photo, whatever it is named', async () => {
    const res = await uploadChat(people.seller.cookie, conversation.id, Buffer.from('not a photo'), 'rc.jpg');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.file).toBeTruthy();
  });

  it('stores WebP variants without EXIF or GPS', async () => {
    const original = await cameraJpeg({ width: 800, height: 600, background: '#456' });
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('Camera');
    const up = await uploadChat(people.seller.cookie, conversation.id, original);
    expect(up.statusCode).toBe(201);
    const sent = await seller.post(`/api/conversations/${conversation.id}/messages`, {
      body: '',
      photoIds: [up.json<UploadedPhoto>().id],
    });
    for (const url of [sent.body.photos[0].card, sent.body.photos[0].full]) {
      const res = await open(url, people.buyer.cookie);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
  });

  it('answers 404 to the signed out, a stranger and staff without a report; 200 to staff with one', async () => {
    const message = await sellerSends(1, 'Reported later');
    const url = message.photos[0]!.card;
    const operator = await signedInStaff(t, 'operator', 'Olga Chat');
    for (const cookie of [undefined, people.stranger.cookie, operator.cookie])
      expect((await open(url, cookie)).statusCode).toBe(404);
    // Never under the public /media address either, not even to its sender or staff.
    const file = url.slice(url.indexOf('/photos/') + '/photos/'.length);
    for (const cookie of [undefined, people.seller.cookie, operator.cookie])
      expect((await open(`/media/${file}`, cookie)).statusCode).toBe(404);
    // A path that is not one of ours, and another conversation's address, find nothing.
    expect(
      (await open(`/api/conversations/${conversation.id}/photos/../x`, people.seller.cookie)).statusCode,
    ).toBe(404);

    const reported = await buyer.post(`/api/conversations/${conversation.id}/messages/${message.id}/report`, {
      reason: 'offensive',
    });
    expect(reported.status).toBeLessThan(300);
    expect((await open(url, operator.cookie)).statusCode).toBe(200);
    expect((await open(url, people.stranger.cookie)).statusCode).toBe(404);

    // The queue shows the report with the photos, at the staff-only address.
    const queue = (await as(t, operator.cookie).get('/api/admin/queue')).body as Queue;
    const report = queue.items.flatMap((i) => i.reports).find((r) => r.message === 'Reported later')!;
    expect(report.messagePhotos).toHaveLength(1);
    const staffUrl = report.messagePhotos[0]!.card;
    expect(staffUrl).toBe(`/api/admin/reports/${report.id}/photos/${file}`);
    expect((await open(staffUrl, operator.cookie)).statusCode).toBe(200);
    for (const cookie of [undefined, people.stranger.cookie, people.buyer.cookie])
      expect((await open(staffUrl, cookie)).statusCode).toBe(404);
    // That report does not open another message's photos.
    const other = await sellerSends(1);
    const otherFile = other.photos[0]!.card.split('/photos/')[1];
    expect(
      (await open(`/api/admin/reports/${report.id}/photos/${otherFile}`, operator.cookie)).statusCode,
    ).toBe(404);
  });

  it('keeps an unsent photo to its uploader, and takes each photo once, in its own conversation', async () => {
    const up = await uploadChat(people.seller.cookie, conversation.id);
    const { id, photo } = up.json<UploadedPhoto>();
    expect((await open(photo.card, people.seller.cookie)).statusCode).toBe(200);
    expect((await open(photo.card, people.buyer.cookie)).statusCode).toBe(404);

    // The buyer cannot send the seller's photo; an ad cannot take it.
    expect(
      (await buyer.post(`/api/conversations/${conversation.id}/messages`, { photoIds: [id] })).status,
    ).toBe(400);
    const elsewhere = await createListing(t.database.db, people.seller.user.id);
    const other = (await buyer.post(`/api/listings/${elsewhere.id}/conversation`))
      .body as ConversationSummary;
    expect((await seller.post(`/api/conversations/${other.id}/messages`, { photoIds: [id] })).status).toBe(
      400,
    );

    expect(
      (await seller.post(`/api/conversations/${conversation.id}/messages`, { photoIds: [id] })).status,
    ).toBe(201);
    const twice = await seller.post(`/api/conversations/${conversation.id}/messages`, { photoIds: [id] });
    expect(twice.status).toBe(400);
    expect(twice.body.error.fields.photoIds).toBeTruthy();
  });

  it('is refused to strangers and closed to both sides across a block', async () => {
    expect((await uploadChat(undefined, conversation.id)).statusCode).toBe(401);
    expect((await uploadChat(people.stranger.cookie, conversation.id)).statusCode).toBe(404);

    const ad = await createListing(t.database.db, people.seller.user.id);
    const chat = (await buyer.post(`/api/listings/${ad.id}/conversation`)).body as ConversationSummary;
    const [ready] = await chatPhotoIds(people.buyer.cookie, chat.id, 1);
    expect((await seller.post('/api/blocks', { userId: people.buyer.user.id })).status).toBeLessThan(300);
    // Neither side can upload or send a photo.
    expect((await uploadChat(people.buyer.cookie, chat.id)).statusCode).toBe(403);
    expect((await uploadChat(people.seller.cookie, chat.id)).statusCode).toBe(403);
    expect((await buyer.post(`/api/conversations/${chat.id}/messages`, { photoIds: [ready] })).status).toBe(
      403,
    );
    await seller.delete(`/api/blocks/${people.buyer.user.id}`);
    expect((await buyer.post(`/api/conversations/${chat.id}/messages`, { photoIds: [ready] })).status).toBe(
      201,
    );
  });

  it('counts toward the same upload limits as ad photos', async () => {
    const person = await signedIn(t, { name: 'Rate Counted' });
    const ad = await createListing(t.database.db, people.seller.user.id);
    const chat = (await as(t, person.cookie).post(`/api/listings/${ad.id}/conversation`)).body;
    // Every ad upload counts before its body is read (these have none): the person's limit is then spent.
    for (let i = 0; i < UPLOAD_RATE.perPerson.max; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { cookie: person.cookie },
        remoteAddress: '10.9.8.7',
      });
    const res = await uploadChat(person.cookie, chat.id);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toContain('many photos');
  });

  it('shares the in-flight limit with ad uploads: a third at once is refused, whichever route', async () => {
    const big = await jpeg(2400, 1800);
    const ad = multipart(big);
    const adUpload = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...ad.headers, cookie: people.buyer.cookie },
        payload: ad.payload,
      });
    const answers = await Promise.all([
      adUpload(),
      adUpload(),
      uploadChat(people.buyer.cookie, conversation.id, big),
    ]);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.json().error.message).toBe(IN_FLIGHT_MESSAGE);
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(2);
  });

  it('counts unsent chat photos among the drafts waiting, and never sweeps a sent one', async () => {
    const repo = uploadsRepository(t.database.db);
    const waiting = () =>
      repo.countUnattachedSince(people.seller.user.id, new Date(Date.now() - UPLOAD_TTL_MS));
    const before = await waiting();
    const sent = await sellerSends(1);
    expect(await waiting()).toBe(before);
    const [unsent] = await chatPhotoIds(people.seller.cookie, conversation.id, 1);
    expect(await waiting()).toBe(before + 1);
    const removed = await sweepUploads(
      repo,
      diskStore(t.config.mediaDir),
      new Date(Date.now() + 2 * UPLOAD_TTL_MS),
    );
    expect(removed).toBeGreaterThan(0);
    const left = await t.database.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, unsent!));
    expect(left).toEqual([]);
    expect((await open(sent.photos[0]!.full, people.buyer.cookie)).statusCode).toBe(200);
  });
});
