import { describe, expect, it } from 'vitest';
import { randomToken, tokenHash } from '../../lib/tokens.ts';
import type { UserRow } from './repository.ts';
import { sessionStore } from './sessions.ts';
import type { SessionsRepository } from './sessions-repository.ts';

/** A sessions table in memory that records what it was asked: one live session per known hash. */
function recordingRepo(live: Map<string, UserRow>) {
  const asked: string[] = [];
  let sweeps = 0;
  const repo = {
    async findLive(idHash: string) {
      asked.push(idHash);
      const user = live.get(idHash);
      const expiresAt = new Date(Date.now() + 30 * 24 * 3600 * 1000);
      return user && { session: { idHash, userId: user.id, persistent: true, expiresAt }, user };
    },
    async deleteExpired() {
      sweeps++;
    },
  } as unknown as SessionsRepository;
  return { repo, asked, sweeps: () => sweeps };
}

const person = (id: number) => ({ id, name: `Person ${id}` }) as UserRow;

/** A store that hears no changes (nothing is written in these tests). */
const NO_CHANGES = { subscribe: () => () => {} };

describe('the session store', () => {
  it('finds each cookie by its own hash, however many cookies it has seen', async () => {
    const tokens = Array.from({ length: 10_050 }, () => randomToken());
    const live = new Map(tokens.map((t, i) => [tokenHash(t), person(i)]));
    const { repo, asked } = recordingRepo(live);
    // No cache: every resolve reads the table, so every hash it computed (or remembered) is seen.
    const store = sessionStore(repo, { secureCookies: false, cacheMs: 0, changes: NO_CHANGES });
    // Past the number of hashes remembered, then the first ones again (forgotten by then).
    for (const [i, token] of [...tokens.entries(), ...tokens.slice(0, 20).entries()])
      expect((await store.resolve(token))?.id).toBe(i);
    expect(asked).toEqual([...tokens, ...tokens.slice(0, 20)].map(tokenHash));
    expect(await store.resolve(randomToken())).toBeNull();
  });

  it('sweeps expired sessions once for a burst of requests, not once in so many', async () => {
    const token = randomToken();
    const { repo, sweeps } = recordingRepo(new Map([[tokenHash(token), person(1)]]));
    const store = sessionStore(repo, { secureCookies: false, cacheMs: 60_000, changes: NO_CHANGES });
    for (let i = 0; i < 5000; i++) {
      await store.resolve(token);
    }
    expect(sweeps()).toBe(1);
  });
});
