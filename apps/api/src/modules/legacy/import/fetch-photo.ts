import dns from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { LIMITS } from '@bazaar/shared';
import { isPublicAddress } from '../../../lib/ip-ranges.ts';

export type FetchedPhoto = { ok: true; bytes: Buffer } | { ok: false; why: string };

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Which addresses a photo may come from (after DNS, on every redirect): public ones only. */
  allowAddress: (ip: string) => boolean;
}

export const PHOTO_FETCH_LIMITS: FetchLimits = {
  timeoutMs: 10_000,
  maxBytes: LIMITS.photoBytesMax,
  maxRedirects: 3,
  allowAddress: isPublicAddress,
};

/** For a local test run (`--allow-private-addresses`): photos from this machine and its network too. */
export const ANY_ADDRESS = () => true;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A URL the import will not follow. Its words name no address, port or status. */
class Refused extends Error {}

const notPublic = () => new Refused('refused: not a public address');

/** DNS lookup that fails unless every address the name resolves to is allowed. */
function guardedLookup(allow: (ip: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      if (addresses.length === 0 || addresses.some((a) => !allow(a.address)))
        return callback(notPublic(), '', 0);
      if (options.all)
        return (callback as unknown as (e: null, all: dns.LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

function get(url: URL, lookup: LookupFunction, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    client.get(url, { lookup, signal, headers: { accept: 'image/*' } }, resolve).on('error', reject);
  });
}

/** Reads the body, dropping it as soon as it is larger than `maxBytes`. */
async function readAtMost(res: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  if (Number(res.headers['content-length'] ?? 0) > maxBytes) return void res.destroy();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) return void res.destroy();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Downloads one photo of an old ad: http(s) only, from public addresses only (checked after DNS
 * resolution, for the address actually connected to, and again on every redirect, followed here
 * up to `maxRedirects`), within a time limit, and never more than the upload limit. The db.json
 * comes from elsewhere: its URLs must not reach this machine, its network or a cloud's metadata
 * service, and the reasons given never tell what answered there. Failures are answers, not
 * exceptions: the import goes on without the photo and reports why.
 */
export async function fetchPhoto(
  url: string,
  limits: FetchLimits = PHOTO_FETCH_LIMITS,
): Promise<FetchedPhoto> {
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    return { ok: false, why: 'not an absolute URL' };
  }
  if (current.protocol !== 'http:' && current.protocol !== 'https:')
    return { ok: false, why: `${current.protocol} is not http or https` };
  const abort = AbortSignal.timeout(limits.timeoutMs);
  const lookup = guardedLookup(limits.allowAddress);
  try {
    for (let redirects = 0; ; redirects++) {
      // An address in the URL itself is not looked up, so it is checked here.
      const literal = current.hostname.replace(/^\[(.*)\]$/, '$1');
      if (isIP(literal) && !limits.allowAddress(literal)) throw notPublic();
      const res = await get(current, lookup, abort);
      const location = res.headers.location;
      if (REDIRECTS.has(res.statusCode ?? 0) && location) {
        res.resume();
        if (redirects >= limits.maxRedirects)
          throw new Refused(`refused: more than ${limits.maxRedirects} redirects`);
        current = new URL(location, current);
        if (current.protocol !== 'http:' && current.protocol !== 'https:')
          throw new Refused('refused: redirected to something that is not http or https');
        continue;
      }
      if (!res.statusCode || res.statusCode < 200 || res.statusCode >= 300) {
        res.resume();
        return { ok: false, why: 'its server did not send it' };
      }
      const bytes = await readAtMost(res, limits.maxBytes);
      return bytes ? { ok: true, bytes } : { ok: false, why: `larger than ${limits.maxBytes} bytes` };
    }
  } catch (err) {
    if (err instanceof Refused) return { ok: false, why: err.message };
    if (abort.aborted) return { ok: false, why: `no answer within ${limits.timeoutMs / 1000} s` };
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
      return { ok: false, why: 'its host name was not found' };
    return { ok: false, why: 'could not be downloaded' };
  }
}
