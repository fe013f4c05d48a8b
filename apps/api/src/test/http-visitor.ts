import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

let ipCounter = 0;

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/**
 * One person talking to a running API over real HTTP, as the web app does: a session cookie, an
 * Origin header on writes, and an address of their own (X-Forwarded-For) so the per-IP sign-in
 * limits count each visitor separately, as they would on the internet.
 */
export class Visitor {
  cookie = '';
  readonly ip = `10.${(++ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;

  constructor(
    public baseUrl: string,
    private timeoutMs = 10_000,
  ) {}

  async request<T = unknown>(
    method: string,
    url: string,
    body?: object | FormData,
    opts: { baseUrl?: string } = {},
  ): Promise<Answer<T>> {
    const base = opts.baseUrl ?? this.baseUrl;
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip };
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET') headers.origin = base;
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(base + url, {
      method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('bazaar_session='));
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (a photo, an HTML page): keep the text
    }
    return { status: res.status, body: parsed as T };
  }

  get<T = unknown>(url: string, opts?: { baseUrl?: string }) {
    return this.request<T>('GET', url, undefined, opts);
  }

  post<T = unknown>(url: string, body?: object | FormData, opts?: { baseUrl?: string }) {
    return this.request<T>('POST', url, body ?? {}, opts);
  }

  /** POST /api/uploads with one JPEG. */
  upload(photo: Buffer) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    return this.post<{ id: number; photo: { card: string; full: string } }>('/api/uploads', form);
  }
}

export function jpeg(shade: number, width = 320, height = 240): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: shade % 256, g: 140, b: (shade * 7) % 256 } },
  })
    .jpeg()
    .toBuffer();
}

/** The confirmation link's token from the newest sign-up mail to `email` in the outbox folder. */
async function signupToken(outboxDir: string, email: string): Promise<string | undefined> {
  let names: string[];
  try {
    names = (await fs.readdir(outboxDir))
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse();
  } catch {
    return undefined;
  }
  for (const name of names) {
    let mail: { to: string; text: string };
    try {
      mail = JSON.parse(await fs.readFile(path.join(outboxDir, name), 'utf8')) as typeof mail;
    } catch {
      continue; // Still being written: read again on the next look.
    }
    const token = mail.to === email ? /signup\/confirm\?token=([\w-]+)/.exec(mail.text)?.[1] : undefined;
    if (token) return token;
  }
  return undefined;
}

/**
 * Signs up through the API as a person would: POST /api/auth/signup, the link from the e-mail
 * (the outbox folder, DATA_DIR/mail, since no SMTP server is set), then the confirmation, which
 * chooses the password and signs the visitor in. Gives the confirmation's answer.
 */
export async function signUp(
  visitor: Visitor,
  outboxDir: string,
  person: { name: string; email: string; password: string },
): Promise<Answer> {
  const asked = await visitor.post('/api/auth/signup', person);
  if (asked.status !== 202) return asked;
  // The mail is written just after the answer.
  const deadline = Date.now() + 5000;
  let token: string | undefined;
  while (!(token = await signupToken(outboxDir, person.email))) {
    if (Date.now() > deadline) throw new Error(`no sign-up mail for ${person.email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return visitor.post('/api/auth/signup/confirm', { token, name: person.name, password: person.password });
}

/** A valid phone ad for POST /api/listings, with any field replaced. */
export function phoneAd(over: Record<string, unknown> = {}) {
  return {
    category: 'mobile-phones',
    title: 'Samsung Galaxy M31 for sale',
    description: 'Good condition, bill and box included, no scratches.',
    price: 12000,
    attributes: { brand: 'Samsung', model: 'Galaxy M31' },
    state: 'kerala',
    city: 'kochi',
    locality: 'Kakkanad',
    photoIds: [],
    ...over,
  };
}

/** A valid car ad for POST /api/listings (the same shape the sell form sends). */
export function carAd(title: string, price: number, photoIds: number[]) {
  return {
    category: 'cars',
    title,
    description: 'Single owner, serviced at the dealer, new tyres.',
    price,
    attributes: {
      brand: 'Hyundai',
      model: 'Creta',
      year: '2019',
      fuel: 'Diesel',
      transmission: 'Manual',
      kmDriven: '42000',
      owners: '1',
    },
    state: 'kerala',
    city: 'kochi',
    locality: 'Kakkanad',
    photoIds,
    seller: { name: 'Anil Menon', phone: '98470 12345' },
  };
}

export interface EventStream {
  /** Everything the stream has said so far. */
  text(): string;
  /** Resolves once the stream has said something matching `pattern`; rejects after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** The visitor's GET /api/events stream (Server-Sent Events), read as it arrives. */
export async function openEventStream(visitor: Visitor, baseUrl = visitor.baseUrl): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/events`, {
    headers: { cookie: visitor.cookie, 'x-forwarded-for': visitor.ip },
    signal: abort.signal,
  });
  if (res.status !== 200) throw new Error(`GET /api/events answered ${res.status}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  const reading = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        received += decoder.decode(value, { stream: true });
      }
    } catch {
      // aborted by close()
    }
  })();
  const stream: EventStream = {
    text: () => received,
    async waitFor(pattern, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(received)) {
        if (Date.now() > deadline)
          throw new Error(`the event stream did not say ${pattern} (it said: ${received})`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
  await stream.waitFor(/: connected/);
  return stream;
}
