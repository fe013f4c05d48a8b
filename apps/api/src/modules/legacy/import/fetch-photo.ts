import { LIMITS } from '@bazaar/shared';

export type FetchedPhoto = { ok: true; bytes: Buffer } | { ok: false; why: string };

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

export const PHOTO_FETCH_LIMITS: FetchLimits = { timeoutMs: 10_000, maxBytes: LIMITS.photoBytesMax };

/**
 * Downloads one photo of an old ad: http(s) only, within a time limit, and never more than the upload
 * limit (the body is read in chunks and dropped as soon as it is too large). Failures are answers,
 * not exceptions: the import goes on without the photo and reports why.
 */
export async function fetchPhoto(
  url: string,
  limits: FetchLimits = PHOTO_FETCH_LIMITS,
): Promise<FetchedPhoto> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, why: 'not an absolute URL' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return { ok: false, why: `${parsed.protocol} is not http or https` };
  const abort = AbortSignal.timeout(limits.timeoutMs);
  try {
    const res = await fetch(parsed, { signal: abort, redirect: 'follow' });
    if (!res.ok || !res.body) {
      await res.body?.cancel();
      return { ok: false, why: `HTTP ${res.status}` };
    }
    const declared = Number(res.headers.get('content-length') ?? 0);
    if (declared > limits.maxBytes) {
      await res.body.cancel();
      return { ok: false, why: `larger than ${limits.maxBytes} bytes` };
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body) {
      size += chunk.length;
      if (size > limits.maxBytes) return { ok: false, why: `larger than ${limits.maxBytes} bytes` };
      chunks.push(Buffer.from(chunk));
    }
    return { ok: true, bytes: Buffer.concat(chunks) };
  } catch (err) {
    if (abort.aborted) return { ok: false, why: `no answer within ${limits.timeoutMs / 1000} s` };
    return {
      ok: false,
      why: (err as Error).cause
        ? String((err as Error & { cause: Error }).cause.message)
        : (err as Error).message,
    };
  }
}
