import fc from 'fast-check';
import { multipartBody } from './multipart.ts';
import type { FuzzRoute } from './routes.ts';
import {
  BROKEN_JSON,
  DEEP_JSON,
  hostileNumber,
  hostileString,
  hostileValue,
  hugeString,
  poisonedText,
} from './values.ts';

/** What the fuzzer knows about the database it runs against. */
export interface FuzzContext {
  /** `bazaar_session=…` of a live session (the signed-in variant). */
  cookie: string;
  /** Real ids: the signed-in person's ads and someone else's, then ids seen in answers. */
  ids: number[];
  /** A real small JPEG, for uploads to cut and corrupt. */
  jpeg: Buffer;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

/** Percent-encodes every byte outside the unreserved set (a lone surrogate becomes U+FFFD's bytes). */
export function pct(s: string): string {
  let out = '';
  for (const byte of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** What an HTTP parser lets through in a header value: visible ASCII, tab and obs-text bytes. */
const headerSafe = (s: string) => s.replace(/[^\t\x20-\x7e\x80-\xff]/gu, (c) => pct(c));

// Raw, already encoded: invalid percent sequences and overlong or surrogate UTF-8 included.
const RAW_PARAMS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  '%20',
  '%00',
  '%',
  '%zz',
  '%ED%A0%80',
  '%C0%AF',
  '%FF%FE',
  '%F0%9F%98%80',
  '__proto__',
  'constructor',
  '..',
  '%2e%2e%2f%2e%2e',
  'a'.repeat(201),
  'a'.repeat(5000),
  'cars',
  'mobile-phones',
  'cars%00',
];

function paramValue(ctx: FuzzContext): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ctx.ids.map(String)) },
    { weight: 3, arbitrary: fc.constantFrom(...RAW_PARAMS) },
    { weight: 2, arbitrary: hostileString.filter((s) => s.length < 2000).map(pct) },
    { weight: 2, arbitrary: hostileNumber.map((n) => pct(String(n))) },
  );
}

const COMMON_QUERY_KEYS = [
  'q',
  'limit',
  'cursor',
  'sort',
  'category',
  'minPrice',
  'maxPrice',
  'state',
  'city',
  'attr.brand',
  'attr.fuel',
  'attr.nonsense',
  'page',
  'next',
  'code',
  'error',
  'brand',
  '_sort',
  '_order',
  '__proto__',
  'constructor',
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  'a[]',
  'a[b][c]',
];
const RAW_QUERIES = [
  '',
  '&&&',
  '=',
  '==&=',
  'a',
  '%',
  '%zz=1',
  'a=%ED%A0%80',
  'limit=1e999',
  `q=${'x'.repeat(100_000)}`,
];

function queryString(route: FuzzRoute): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: route.queryKeys.length ? 6 : 0, arbitrary: fc.constantFrom(...route.queryKeys, 'q') },
    { weight: 3, arbitrary: fc.constantFrom(...COMMON_QUERY_KEYS) },
    { weight: 1, arbitrary: hostileString.filter((s) => s.length < 500) },
  );
  const value = fc.oneof(
    { weight: 3, arbitrary: hostileString.filter((s) => s.length < 200_000) },
    { weight: 2, arbitrary: hostileNumber.map(String) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('NaN', '-5', '1e308', 'cars', 'relevance', 'price_asc', 'kerala'),
    },
  );
  const pair = fc.tuple(key, value).map(([k, v]) => `${pct(k)}=${pct(v)}`);
  const repeated = fc
    .tuple(
      key,
      fc.array(
        value.filter((v) => v.length < 100),
        { minLength: 2, maxLength: 60 },
      ),
    )
    .map(([k, vs]) => vs.map((v) => `${pct(k)}=${pct(v)}`).join('&'));
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    {
      weight: 4,
      arbitrary: fc.array(fc.oneof(pair, pair, repeated), { maxLength: 6 }).map((p) => p.join('&')),
    },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
  );
}

// Plausible values, so that a body sometimes gets past one check and reaches the next.
const PLAUSIBLE = fc.constantFrom<unknown>(
  'test@example.in',
  'correct horse battery',
  'Anil Menon',
  '9847012345',
  'cars',
  'kerala',
  'kochi',
  'A fine thing to sell',
  450000,
  1,
  true,
  [],
);

const LISTING = {
  category: 'cars',
  title: 'Hyundai Creta 2019',
  description: 'Single owner, serviced at the dealer, new tyres.',
  price: 450000,
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
  photoIds: [],
  seller: { name: 'Anil Menon', phone: '98470 12345' },
};

/** A valid ad with some fields (or attributes) replaced by hostile values. */
const mutatedListing = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        ...Object.keys(LISTING),
        ...Object.keys(LISTING.attributes).map((k) => `attributes.${k}`),
        'seller.name',
        'seller.phone',
        'extra',
      ),
      hostileValue,
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((changes) => {
    const body = structuredClone(LISTING) as Record<string, unknown>;
    for (const [path, value] of changes) {
      const [head, tail] = path.split('.') as [string, string | undefined];
      if (tail === undefined) body[head] = value;
      else if (body[head] && typeof body[head] === 'object')
        (body[head] as Record<string, unknown>)[tail] = value;
    }
    return body;
  });

/** A value of the kind a field's name asks for, so the rest of a body passes its checks. */
function plausibleFor(key: string): unknown {
  const k = key.toLowerCase();
  if (k.includes('email')) return 'test@example.in';
  if (k.includes('password')) return 'correct horse battery';
  if (k.includes('phone')) return '9847012345';
  if (k.includes('token')) return 'a'.repeat(64);
  if (/amount|price|upto|id$/.test(k)) return 450000;
  if (k.includes('category')) return 'cars';
  if (k === 'remember') return true;
  return 'A fine thing, well kept';
}

function jsonBody(route: FuzzRoute): fc.Arbitrary<string> {
  const keys = [...route.bodyKeys, 'extra'];
  const keyed = fc
    .array(fc.tuple(fc.constantFrom(...keys), fc.oneof(hostileValue, poisonedText, PLAUSIBLE)), {
      maxLength: 3,
    })
    .chain((poison) =>
      fc.subarray(route.bodyKeys).map((present) => ({
        ...Object.fromEntries(present.map((k) => [k, plausibleFor(k)])),
        ...Object.fromEntries(poison),
      })),
    );
  return fc.oneof(
    { weight: route.bodyKeys.length ? 5 : 1, arbitrary: keyed.map((o) => JSON.stringify(o)) },
    { weight: 3, arbitrary: mutatedListing.map((o) => JSON.stringify(o)) },
    { weight: 2, arbitrary: hostileValue.map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: fc.constantFrom(...BROKEN_JSON) },
    { weight: 1, arbitrary: fc.constantFrom(...DEEP_JSON) },
    {
      weight: 1,
      arbitrary: hugeString.map((s) => JSON.stringify({ title: s, description: s, text: s, name: s })),
    },
  );
}

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16le',
  'application/json; charset=nonsense',
  'application/json;;;',
  'application/vnd.api+json',
];
const WRONG_TYPES = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'image/jpeg',
  '*/*',
  'garbage',
  ';',
];

type Body = { contentType?: string; payload?: string | Buffer };

function body(route: FuzzRoute, method: string, ctx: FuzzContext): fc.Arbitrary<Body> {
  const withBody = method !== 'GET' && method !== 'HEAD';
  const json = fc
    .tuple(jsonBody(route), fc.constantFrom(...JSON_TYPES))
    .map(([payload, contentType]) => ({ payload, contentType }));
  const wrongType = fc
    .tuple(
      fc.oneof(jsonBody(route), hostileString),
      fc.option(fc.constantFrom(...WRONG_TYPES), { nil: undefined }),
    )
    .map(([payload, contentType]) => ({ payload, contentType }));
  const multipart = multipartBody(ctx.jpeg);
  return fc.oneof(
    { weight: withBody ? 1 : 6, arbitrary: fc.constant({}) },
    { weight: withBody ? 6 : 1, arbitrary: json },
    { weight: 2, arbitrary: wrongType },
    { weight: route.multipart ? 4 : 1, arbitrary: multipart },
  );
}

const cookieValue = fc.oneof(
  fc.stringMatching(/^[0-9a-f]{64}$/),
  fc.base64String({ maxLength: 100 }),
  hostileString.filter((s) => s.length < 20_000).map(pct),
  hostileString.filter((s) => s.length < 20_000).map(headerSafe),
);

function cookieHeader(ctx: FuzzContext): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined) },
    { weight: 6, arbitrary: fc.constant(ctx.cookie) },
    { weight: 2, arbitrary: cookieValue.map((v) => `bazaar_session=${v}`) },
    { weight: 1, arbitrary: cookieValue.map((v) => `bazaar_google=${v}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        `bazaar_session=${'a'.repeat(100_000)}`,
        Array.from({ length: 500 }, (_, i) => `c${i}=${i}`).join('; '),
        `${ctx.cookie}; ${ctx.cookie}x`,
        `bazaar_session=; ${ctx.cookie}`,
        ';;;',
        '=',
        'bazaar_session',
        'bazaar_session="quoted"',
        'bazaar_session=%E0%A4%A',
        'bazaar_google={"state":1,"nonce":null}',
        `bazaar_google=${pct('{"state":"x","verifier":"y","next":"//evil.example"}')}`,
      ),
    },
  );
}

const ADDRESSES = ['10.0.0.1', '10.0.0.2', '192.0.2.7', '::1', '2001:db8::1'];

function extraHeaders(): fc.Arbitrary<Record<string, string>> {
  const value = hostileString.filter((s) => s.length < 20_000).map(headerSafe);
  return fc
    .record(
      {
        'x-forwarded-for': fc.oneof(
          value,
          fc.constantFrom('1.2.3.4', '::ffff:1.2.3.4', 'unknown', '1.2.3.4, 5.6.7.8', '999.1.1.1', ''),
        ),
        'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher', ''),
        'x-forwarded-host': fc.constantFrom('evil.example', 'localhost:1', '[::1]', ''),
        'accept-language': value,
        accept: fc.constantFrom('*/*', 'text/html', 'application/json', 'image/webp', ''),
        'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', 'x', ''),
        'user-agent': value,
        'if-none-match': value,
        'if-modified-since': value,
        range: fc.constantFrom(
          'bytes=0-1',
          'bytes=-1',
          'bytes=9999999999-',
          'bytes=a-b',
          'bytes=0-1,2-3,4-5',
        ),
      },
      { requiredKeys: [] },
    )
    .chain((headers) =>
      // Another site's Origin is refused (403) before anything else is read: only now and then.
      fc.oneof(
        { weight: 5, arbitrary: fc.constant(headers) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(
              fc.constantFrom('origin', 'referer'),
              fc.oneof(value, fc.constantFrom('http://localhost', 'null', 'http://evil.example')),
            )
            .map(([name, v]) => ({ ...headers, [name]: v })),
        },
      ),
    );
}

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

/** One hostile request to `route`: its own methods mostly, a wrong one now and then. */
export function requestFor(route: FuzzRoute, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const own = route.methods.includes('GET') ? [...route.methods, 'HEAD'] : route.methods;
  const method = fc.oneof(
    { weight: 9, arbitrary: fc.constantFrom(...own) },
    { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) },
  );
  return method.chain((m) =>
    fc
      .record({
        params: fc.array(paramValue(ctx), { minLength: route.params.length, maxLength: route.params.length }),
        tail: fc.oneof(
          hostileString.filter((s) => s.length < 3000).map(pct),
          fc.constantFrom('a.jpg', 'x/../../etc/passwd', '%2e%2e/%2e%2e/x', 'ab/cd/ef.webp', ''),
        ),
        query: queryString(route),
        body: body(route, m, ctx),
        cookie: cookieHeader(ctx),
        headers: fc.oneof(
          { weight: 3, arbitrary: fc.constant({}) },
          { weight: 1, arbitrary: extraHeaders() },
        ),
        remoteAddress: fc.constantFrom(...ADDRESSES),
      })
      .map(({ params, tail, query, body, cookie, headers, remoteAddress }) => {
        let i = 0;
        let path = route.path.replace(/:\w+/g, () => params[i++]!);
        if (route.wildcard) path = path.slice(0, -1) + tail;
        const all: Record<string, string> = { ...headers };
        if (cookie !== undefined) all.cookie = cookie;
        if (body.contentType !== undefined) all['content-type'] = body.contentType;
        return {
          method: m,
          url: query ? `${path}?${query}` : path,
          headers: all,
          ...(body.payload !== undefined ? { payload: body.payload } : {}),
          remoteAddress,
        };
      }),
  );
}
