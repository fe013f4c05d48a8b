import { CappedMap } from './capped-map.ts';

/**
 * What a URL's querystring validated to, remembered by the exact URL. The same URL always validates
 * to the same query, so a route answering from a shared answer can skip validating it again: for a
 * cached list, checking the querystring was a tenth of what the request cost. Only URLs that passed
 * validation are kept (a wrong one is checked and refused every time), at most `maxUrls`, the
 * oldest first out.
 */
export class ValidatedUrls<Q> {
  private readonly known: CappedMap<string, { query: Q; key: string }>;

  constructor(maxUrls: number) {
    this.known = new CappedMap(maxUrls);
  }

  /** The query and its cache key for a URL already seen, or undefined. */
  get(url: string): { query: Q; key: string } | undefined {
    return this.known.get(url);
  }

  /** Keeps a validated query and the key its answer is shared under; returns what it kept. */
  remember(url: string, query: Q, key: string): { query: Q; key: string } {
    const kept = { query, key };
    this.known.set(url, kept);
    return kept;
  }
}
