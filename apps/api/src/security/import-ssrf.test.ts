import http from 'node:http';
import type net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { diskStore } from '../modules/media/store.ts';
import { fetchPhoto, PHOTO_FETCH_LIMITS } from '../modules/legacy/import/fetch-photo.ts';
import { importDatabase, type ImportNote } from '../modules/legacy/import/importer.ts';
import { importRepository } from '../modules/legacy/import/repository.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';

interface Server {
  url: string;
  port: number;
  requests: string[];
  close(): Promise<void>;
}

/** A server on `host` that answers every path with `answer`, recording what it was asked. */
async function serve(host: string, answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as net.AddressInfo;
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${port}`,
    port,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies Server;
}

let t: TestApp;
let internal: Server;
const JPEG_LIKE = Buffer.from('internal secret');

beforeAll(async () => {
  t = await testApp();
  internal = await serve('127.0.0.1', (_req, res) => res.writeHead(200).end(JPEG_LIKE));
});
afterAll(async () => {
  await internal.close();
  await t.close();
});

function expectRefusedQuietly(why: string, port: number) {
  expect(why).toMatch(/^refused/);
  expect(why).not.toContain(String(port));
  expect(why).not.toMatch(/\b[1-5]\d\d\b/);
}

describe('the importer fetches photos from public addresses only', () => {
  it('refuses this machine, private networks, link-local metadata and the like, by name or by address', async () => {
    const p = internal.port;
    const urls = [
      `${internal.url}/img/a.jpg`,
      `http://localhost:${p}/img/a.jpg`,
      `http://[::1]:${p}/img/a.jpg`,
      `http://[::ffff:127.0.0.1]:${p}/img/a.jpg`,
      `http://[::ffff:7f00:1]:${p}/img/a.jpg`,
      `http://0.0.0.0:${p}/img/a.jpg`,
      `http://2130706433:${p}/img/a.jpg`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.1.2.3/img/a.jpg',
      'http://192.168.1.1/img/a.jpg',
      'http://[fd00::1]/img/a.jpg',
      'http://[fe80::1]/img/a.jpg',
      'http://224.0.0.1/img/a.jpg',
    ];
    for (const url of urls) {
      const got = await fetchPhoto(url);
      expect({ url, ok: got.ok }).toEqual({ url, ok: false });
      if (!got.ok) expectRefusedQuietly(got.why, p);
    }
    expect(internal.requests).toEqual([]);
  });

  it('follows a redirect only to where it may go, and only a few times', async () => {
    // 127.0.0.1 stands for the public internet here; everything else is "private".
    const onlyThis = { ...PHOTO_FETCH_LIMITS, allowAddress: (ip: string) => ip === '127.0.0.1' };
    const elsewhere = await serve('127.0.0.2', (_req, res) => res.writeHead(200).end(JPEG_LIKE));
    const redirector = await serve('127.0.0.1', (req, res) => {
      const to: Record<string, string> = {
        '/to-private': `${elsewhere.url}/secret`,
        '/to-metadata': 'http://169.254.169.254/latest/meta-data/',
        '/to-file': 'file:///etc/passwd',
        '/photo': '',
      };
      const loop = /^\/loop(\d+)$/.exec(req.url ?? '');
      if (loop) return res.writeHead(302, { location: `/loop${Number(loop[1]) + 1}` }).end();
      if (req.url === '/photo') return res.writeHead(200).end(JPEG_LIKE);
      if (req.url === '/none') return res.writeHead(404).end();
      if (req.url === '/twice') return res.writeHead(301, { location: '/photo' }).end();
      res.writeHead(302, { location: to[req.url ?? ''] ?? '/none' }).end();
    });
    try {
      for (const path of ['/to-private', '/to-metadata', '/to-file', '/loop0']) {
        const got = await fetchPhoto(`${redirector.url}${path}`, onlyThis);
        expect({ path, ok: got.ok }).toEqual({ path, ok: false });
        if (!got.ok) expectRefusedQuietly(got.why, elsewhere.port);
      }
      expect(elsewhere.requests).toEqual([]);
      expect(redirector.requests.filter((r) => r.startsWith('/loop'))).toHaveLength(4);
      expect(await fetchPhoto(`${redirector.url}/twice`, onlyThis)).toEqual({ ok: true, bytes: JPEG_LIKE });
      const missing = await fetchPhoto(`${redirector.url}/none`, onlyThis);
      expect(missing).toEqual({ ok: false, why: 'its server did not send it' });
    } finally {
      await redirector.close();
      await elsewhere.close();
    }
  });
});

describe('imported sellers', () => {
  const db = (email: string) => ({
    cars: [
      {
        id: 1,
        category: 'cars',
        brand: 'Maruti Suzuki',
        model: 'Swift',
        price: '5,45,000',
        year: 2018,
        address: 'Kakkanad, Kochi, Kerala',
        sellerName: 'Someone Else',
        sellerEmail: email,
      },
    ],
  });
  const adsOf = async (userId: number) =>
    (
      await rowsOf<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from listings where seller_id = ${userId}`,
      )
    )[0]!.n;

  it('never join the account of someone who signed up, unless the operator asks for it', async () => {
    const person = await signedIn(t, { email: 'real.person@example.in' });
    const notes: ImportNote[] = [];
    const options = { store: diskStore(t.config.mediaDir), onNote: (n: ImportNote) => notes.push(n) };
    const refused = await importDatabase(
      db('Real.Person@example.in'),
      importRepository(t.database.db),
      options,
    );
    expect(refused).toMatchObject({ imported: 0, skipped: 1, sellersCreated: 0 });
    expect(notes.map((n) => n.detail).join('\n')).toMatch(
      /belongs to an account .*--attach-existing-accounts/,
    );
    expect(await adsOf(person.user.id)).toBe(0);

    const attached = await importDatabase(db('real.person@example.in'), importRepository(t.database.db), {
      ...options,
      attachExistingAccounts: true,
    });
    expect(attached).toMatchObject({ imported: 1, sellersCreated: 0 });
    expect(await adsOf(person.user.id)).toBe(1);
  });
});
