import type { FastifyRequest } from 'fastify';
import { dropOnChange, publicAdDrops, type ChangeFeed } from '../../db/changes.ts';
import { AnswerCache, type CacheBook } from '../../lib/answer-cache.ts';
import { isOperator, SESSION_COOKIE, type SessionStore, type UserRow } from '../auth/index.ts';
import type { PhotoOwner, PhotoOwnersRepository } from './photo-owners-repository.ts';

/** A key no ad or draft names (keys are random, so none comes to name it later). */
const NOBODY = false;
/** The byte budget of kept photo owners, per process (a few numbers each). */
const PHOTO_OWNERS_MAX_BYTES = 2 * 1024 * 1024;

/** How a photo file is answered: to anyone, only to this person (its seller, staff), or 404. */
export type PhotoAnswer = 'public' | 'private' | 'hidden';

/**
 * Photos follow their ad: a photo of an ad anyone may see is public; one of a held, taken-down,
 * removed or suspended seller's ad, or a draft not yet on an ad, is shown only to its owner and
 * staff. The session is read only for those, so public photos cost no session lookup.
 */
export function photoAccess(
  owners: PhotoOwnersRepository,
  sessions: SessionStore,
  changes: ChangeFeed,
  book?: CacheBook,
) {
  // Whose each photo is, kept while no ad or person changes (a page shows dozens of photos).
  const kept = new AnswerCache<PhotoOwner | typeof NOBODY>({
    name: 'photo-owners',
    ttlMs: 60_000,
    maxBytes: PHOTO_OWNERS_MAX_BYTES,
    sizeOf: () => 48,
    book,
  });
  dropOnChange(changes, kept, publicAdDrops());

  async function viewer(req: FastifyRequest): Promise<UserRow | null> {
    const token = req.cookies[SESSION_COOKIE];
    return token ? sessions.resolve(token) : null;
  }

  return async (req: FastifyRequest, key: string): Promise<PhotoAnswer> => {
    const owner = await kept.get(key, async () => (await owners.find(key)) ?? NOBODY);
    if (owner === NOBODY) return 'hidden';
    if (owner.isPublic) return 'public';
    const person = await viewer(req);
    return person && (person.id === owner.ownerId || isOperator(person)) ? 'private' : 'hidden';
  };
}

export type PhotoAccess = ReturnType<typeof photoAccess>;
