import type { EditableListing } from '@bazaar/shared';
import { carAd, jpeg, signUp, Visitor, type Answer } from '../apps/api/src/test/http-visitor.ts';

/**
 * The writes the crash test makes, what each one promises once it was answered 2xx, and the checks
 * that those promises still hold after the server was killed and started again.
 *
 * A write that got no answer (the server died under it) may or may not have happened: the ledger
 * keeps every state it may have left, and the check accepts any of them. A 2xx answer removes the
 * doubt: from then on only that state is acceptable.
 */

/** What an ad may look like after the writes made so far ('gone' = deleted). */
type AdState = { title: string; price: number; status: 'active' | 'sold'; photoIds: number[] } | 'gone';

export interface OwnAd {
  id: number;
  possible: AdState[];
}

/** Raised when the server died under a request: the write's outcome is unknown. */
export class NoAnswer extends Error {}

/** Closed while the server is down or being checked; writes wait at it. */
export class Gate {
  private opened: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;
  inFlight = 0;
  close() {
    if (this.release) return;
    this.opened = new Promise((r) => (this.release = r));
  }
  open() {
    this.release?.();
    this.release = undefined;
  }
  get isOpen() {
    return this.release === undefined;
  }
  wait() {
    return this.opened;
  }
}

export class Counters {
  acknowledged = new Map<string, number>();
  unanswered = 0;
  refused = new Map<string, number>();
  checked = 0;
  add(map: Map<string, number>, kind: string) {
    map.set(kind, (map.get(kind) ?? 0) + 1);
  }
}

export interface WriterContext {
  gate: Gate;
  counters: Counters;
  outboxDir: string;
  /** Breaks a write into failures the run reports (never retried, never hidden). */
  problems: string[];
  /** Everyone writing (buyers write to other writers' ads). */
  writers: Writer[];
}

/** One person making writes through the API; one write at a time, like a person with one tab. */
export class Writer {
  readonly visitor: Visitor;
  readonly email: string;
  readonly password = 'crash-test-password';
  signedUp = false;
  triedSignUp = false;
  /** The ad a write is under way for (maybe waiting for the server): its state is still open. */
  pendingAd: number | undefined;
  ads: OwnAd[] = [];
  /** Uploads answered 201 and not (possibly) used by an ad yet: their files must exist. */
  freeUploads: { id: number; card: string; full: string }[] = [];
  /** Answered 2xx: these must all be there after any restart. */
  favourites = new Set<number>();
  messages: { conversationId: number; id: number }[] = [];
  offers: number[] = [];
  private serial = 0;

  constructor(
    baseUrl: string,
    readonly n: number,
    readonly ctx: WriterContext,
  ) {
    this.visitor = new Visitor(baseUrl, 15_000);
    this.email = `crash${n}-${Date.now().toString(36)}@example.in`;
  }

  /** Waits while the server is down, then makes the request; no answer becomes NoAnswer. */
  async call<T>(kind: string, send: () => Promise<Answer<T>>): Promise<Answer<T>> {
    await this.ctx.gate.wait();
    this.ctx.gate.inFlight++;
    try {
      const answer = await send();
      if (answer.status >= 200 && answer.status < 300)
        this.ctx.counters.add(this.ctx.counters.acknowledged, kind);
      else this.ctx.counters.add(this.ctx.counters.refused, `${kind} ${answer.status}`);
      return answer;
    } catch (err) {
      this.ctx.counters.unanswered++;
      throw new NoAnswer(String(err));
    } finally {
      this.ctx.gate.inFlight--;
    }
  }

  unexpected(what: string, answer: Answer) {
    this.ctx.problems.push(`${this.email}: ${what} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  }

  nextTitle() {
    return `Hyundai Creta SX ${this.n}-${++this.serial}`;
  }

  async photo() {
    const answer = await this.call('upload', async () =>
      this.visitor.upload(await jpeg(this.n * 31 + this.serial)),
    );
    if (answer.status !== 201) {
      this.unexpected('upload', answer);
      return undefined;
    }
    const body = answer.body as { id: number; photo: { card: string; full: string } };
    const upload = { id: body.id, card: body.photo.card, full: body.photo.full };
    this.freeUploads.push(upload);
    return upload;
  }
}

/**
 * One kind of write. `weight` sets how often it is picked; `ready` says whether this writer can
 * make it now (e.g. an edit needs an ad). Add messages, offers and favourites here as their
 * endpoints land: see CHAT_WRITES below.
 */
export interface WriteKind {
  name: string;
  weight: number;
  ready(w: Writer): boolean;
  run(w: Writer): Promise<void>;
}

/** Ads whose every possible state is live (not deleted), so they can be edited or sold. */
function liveAds(w: Writer) {
  return w.ads.filter((a) => a.possible.every((s) => s !== 'gone'));
}

function pick<T>(items: T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

const account: WriteKind = {
  name: 'sign-up',
  weight: 0, // done first by every writer, and again if the server died under it
  ready: (w) => !w.signedUp,
  async run(w) {
    if (w.triedSignUp) {
      // The server may have died after creating the account but before answering.
      const login = await w.call('sign-in', () =>
        w.visitor.post('/api/auth/login', { email: w.email, password: w.password, remember: true }),
      );
      if (login.status === 200) {
        w.signedUp = true;
        return;
      }
    }
    w.triedSignUp = true;
    const answer = await w.call('sign-up', () =>
      signUp(w.visitor, w.ctx.outboxDir, {
        name: `Crash Tester ${w.n}`,
        email: w.email,
        password: w.password,
      }),
    );
    if (answer.status === 201) w.signedUp = true;
    else w.unexpected('sign-up', answer);
  },
};

const postAd: WriteKind = {
  name: 'post ad',
  weight: 4,
  ready: (w) => w.signedUp,
  async run(w) {
    const count = 1 + Math.floor(Math.random() * 3);
    const photos = [];
    for (let i = 0; i < count; i++) {
      const p = await w.photo();
      if (p) photos.push(p);
    }
    const ids = photos.map((p) => p.id);
    // From here the photos may belong to an ad whatever happens; they leave the free list.
    w.freeUploads = w.freeUploads.filter((u) => !ids.includes(u.id));
    const title = w.nextTitle();
    const price = 100_000 + Math.floor(Math.random() * 900_000);
    const answer = await w.call('post ad', () => w.visitor.post('/api/listings', carAd(title, price, ids)));
    if (answer.status !== 201) return w.unexpected('post ad', answer);
    w.ads.push({
      id: (answer.body as { id: number }).id,
      possible: [{ title, price, status: 'active', photoIds: ids }],
    });
  },
};

const editAd: WriteKind = {
  name: 'edit ad',
  weight: 3,
  ready: (w) => liveAds(w).length > 0,
  async run(w) {
    const ad = pick(liveAds(w));
    w.pendingAd = ad.id;
    const before = ad.possible as Exclude<AdState, 'gone'>[];
    // Same photos in every possible state (an unanswered edit may have changed them): otherwise a
    // dropped upload id might be gone already, and the edit would be refused for a good reason.
    const photoSets = new Set(before.map((s) => s.photoIds.join(',')));
    if (photoSets.size !== 1) return;
    let photoIds = before[0]!.photoIds;
    if (photoIds.length > 1 && Math.random() < 0.5) photoIds = photoIds.slice(0, -1);
    if (Math.random() < 0.5) {
      const added = await w.photo();
      if (added) {
        photoIds = [...photoIds, added.id];
        w.freeUploads = w.freeUploads.filter((u) => u.id !== added.id);
      }
    }
    const title = w.nextTitle();
    const price = 100_000 + Math.floor(Math.random() * 900_000);
    const next = before.map((s) => ({ ...s, title, price, photoIds }));
    ad.possible = [...before, ...next];
    const answer = await w.call('edit ad', () =>
      w.visitor.request('PATCH', `/api/listings/${ad.id}`, carAd(title, price, photoIds)),
    );
    if (answer.status !== 200) return w.unexpected(`edit ad ${ad.id}`, answer);
    ad.possible = next;
  },
};

const soldOrBack: WriteKind = {
  name: 'sold/republish',
  weight: 1,
  ready: (w) => liveAds(w).length > 0,
  async run(w) {
    const ad = pick(liveAds(w));
    w.pendingAd = ad.id;
    const states = ad.possible as Exclude<AdState, 'gone'>[];
    const status = states.some((s) => s.status === 'sold') ? 'active' : 'sold';
    const next = states.map((s) => ({ ...s, status }) as const);
    ad.possible = [...states, ...next];
    const url = status === 'sold' ? `/api/listings/${ad.id}/sold` : `/api/listings/${ad.id}/republish`;
    const answer = await w.call(status === 'sold' ? 'mark sold' : 'republish', () => w.visitor.post(url));
    if (answer.status !== 204) return w.unexpected(url, answer);
    ad.possible = next;
  },
};

const deleteAd: WriteKind = {
  name: 'delete ad',
  weight: 1,
  ready: (w) => liveAds(w).length > 2,
  async run(w) {
    const ad = pick(liveAds(w));
    w.pendingAd = ad.id;
    ad.possible = [...ad.possible, 'gone'];
    const answer = await w.call('delete ad', () => w.visitor.request('DELETE', `/api/listings/${ad.id}`));
    if (answer.status !== 204) return w.unexpected(`delete ad ${ad.id}`, answer);
    ad.possible = ['gone'];
  },
};

/** Another writer's ad that is live whatever their unanswered writes did: something to buy. */
function someoneElsesAd(w: Writer): OwnAd | undefined {
  const ads = w.ctx.writers.filter((o) => o !== w).flatMap((o) => liveAds(o));
  return ads.length ? pick(ads) : undefined;
}

/**
 * A buyer's writes on other writers' ads. Their 4xx answers are not failures: the seller may just
 * have sold or deleted the ad (another writer, at the same time). Only 2xx answers make promises.
 */
const favourite: WriteKind = {
  name: 'favourite',
  weight: 1,
  ready: (w) => w.signedUp && someoneElsesAd(w) !== undefined,
  async run(w) {
    const ad = someoneElsesAd(w)!;
    const answer = await w.call('favourite', () => w.visitor.request('PUT', `/api/favourites/${ad.id}`));
    if (answer.status === 204) w.favourites.add(ad.id);
  },
};

const message: WriteKind = {
  name: 'message',
  weight: 2,
  ready: (w) => w.signedUp && someoneElsesAd(w) !== undefined,
  async run(w) {
    const ad = someoneElsesAd(w)!;
    const opened = await w.call('open chat', () =>
      w.visitor.post<{ id: number }>(`/api/listings/${ad.id}/conversation`),
    );
    if (opened.status !== 200) return;
    const conversationId = (opened.body as { id: number }).id;
    const sent = await w.call('message', () =>
      w.visitor.post<{ id: number }>(`/api/conversations/${conversationId}/messages`, {
        body: `Is it still available? (${w.nextTitle()})`,
      }),
    );
    if (sent.status === 201) w.messages.push({ conversationId, id: (sent.body as { id: number }).id });
  },
};

const offer: WriteKind = {
  name: 'offer',
  weight: 1,
  ready: (w) => w.signedUp && someoneElsesAd(w) !== undefined,
  async run(w) {
    const ad = someoneElsesAd(w)!;
    const answer = await w.call('offer', () =>
      w.visitor.post<{ offer: { id: number } }>(`/api/listings/${ad.id}/offers`, {
        amount: 90_000 + Math.floor(Math.random() * 10_000),
        note: 'Cash, this week',
      }),
    );
    if (answer.status === 201) w.offers.push((answer.body as { offer: { id: number } }).offer.id);
  },
};

/** Chat, offers and favourites (modules conversations, offers, favourites). */
export const CHAT_WRITES: WriteKind[] = [favourite, message, offer];

export const WRITE_KINDS: WriteKind[] = [postAd, editAd, soldOrBack, deleteAd, ...CHAT_WRITES];

/** One write: the account first, then a weighted pick among the kinds this writer can make. */
export async function writeOnce(w: Writer): Promise<void> {
  if (!w.signedUp) return account.run(w);
  const ready = WRITE_KINDS.filter((k) => k.ready(w));
  let roll = Math.random() * ready.reduce((sum, k) => sum + k.weight, 0);
  const kind = ready.find((k) => (roll -= k.weight) <= 0) ?? ready[0];
  try {
    await kind?.run(w);
  } finally {
    w.pendingAd = undefined;
  }
}

function sameState(ad: EditableListing, s: Exclude<AdState, 'gone'>) {
  return (
    ad.title === s.title &&
    ad.price === s.price &&
    ad.status === s.status &&
    ad.photos.map((p) => p.id).join(',') === s.photoIds.join(',')
  );
}

/**
 * After a restart: the writer's session still works, each ad is in a state its writes allow, every
 * photo of it and every free upload can be fetched. Gives the number of facts checked.
 */
export async function verifyWriter(w: Writer, problems: string[]): Promise<number> {
  let checked = 0;
  if (!w.signedUp) return 0;
  const me = await w.visitor.get('/api/auth/me');
  checked++;
  if (me.status !== 200) problems.push(`${w.email}: session lost after restart (${me.status})`);
  const photoUrls: string[] = w.freeUploads.flatMap((u) => [u.card, u.full]);
  for (const ad of w.ads) {
    const answer = await w.visitor.get<EditableListing>(`/api/me/listings/${ad.id}`);
    checked++;
    if (answer.status === 404) {
      if (!ad.possible.includes('gone')) problems.push(`ad ${ad.id} (${w.email}) is lost after restart`);
      continue;
    }
    if (answer.status !== 200) {
      problems.push(`ad ${ad.id}: ${answer.status} after restart`);
      continue;
    }
    const found = answer.body;
    const states = ad.possible.filter((s) => s !== 'gone');
    const match = states.find((s) => sameState(found, s));
    if (!match) {
      problems.push(
        `ad ${ad.id} is ${JSON.stringify({ title: found.title, price: found.price, status: found.status, photos: found.photos.map((p) => p.id) })}, expected one of ${JSON.stringify(states)}`,
      );
      continue;
    }
    // The state is known now: later checks only accept what follows from it (unless a write to
    // this ad is still waiting to be sent, which may change it yet).
    if (ad.id !== w.pendingAd) ad.possible = [match];
    photoUrls.push(...found.photos.flatMap((p) => [p.photo.card, p.photo.full]));
  }
  checked += await verifyChat(w, problems);
  // Asked as their seller: a held ad's photos are its seller's and staff's only.
  for (const url of photoUrls) {
    const res = await fetch(w.visitor.baseUrl + url, { headers: { cookie: w.visitor.cookie } });
    await res.arrayBuffer();
    checked++;
    if (res.status !== 200) problems.push(`photo ${url} answered ${res.status} after restart`);
  }
  return checked;
}

/** Every acknowledged message, offer and favourite (of an ad still certainly live) is there. */
async function verifyChat(w: Writer, problems: string[]): Promise<number> {
  let checked = 0;
  const byConversation = new Map<number, number[]>();
  for (const m of w.messages)
    byConversation.set(m.conversationId, [...(byConversation.get(m.conversationId) ?? []), m.id]);
  for (const [conversationId, ids] of byConversation) {
    const seen = new Set<number>();
    let before: number | null | undefined;
    do {
      const page = await w.visitor.get<{ items: { id: number }[]; nextBefore: number | null }>(
        `/api/conversations/${conversationId}/messages?limit=60${before ? `&before=${before}` : ''}`,
      );
      if (page.status !== 200) {
        problems.push(`conversation ${conversationId} answered ${page.status} after restart`);
        break;
      }
      for (const m of page.body.items) seen.add(m.id);
      before = page.body.nextBefore;
    } while (before);
    for (const id of ids) {
      checked++;
      if (!seen.has(id)) problems.push(`message ${id} (${w.email}) is lost after restart`);
    }
  }
  for (const id of w.offers) {
    const answer = await w.visitor.get(`/api/offers/${id}`);
    checked++;
    if (answer.status !== 200)
      problems.push(`offer ${id} (${w.email}) answered ${answer.status} after restart`);
  }
  if (w.favourites.size) {
    const live = new Set(w.ctx.writers.flatMap((o) => liveAds(o)).map((a) => a.id));
    const answer = await w.visitor.get<{ ids: number[] }>('/api/favourites/ids');
    const ids = new Set(answer.status === 200 ? answer.body.ids : []);
    for (const id of w.favourites) {
      if (!live.has(id)) continue; // a deleted ad leaves the list
      checked++;
      if (!ids.has(id)) problems.push(`favourite ${id} (${w.email}) is lost after restart`);
    }
  }
  return checked;
}
