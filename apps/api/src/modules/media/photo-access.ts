import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../auth/repository.ts';
import { SESSION_COOKIE, type SessionStore } from '../auth/sessions.ts';
import { isOperator } from '../listings/visibility.ts';
import type { PhotoOwnersRepository } from './photo-owners-repository.ts';

/** How a photo file is answered: to anyone, only to this person (its seller, staff), or 404. */
export type PhotoAnswer = 'public' | 'private' | 'hidden';

/**
 * Photos follow their ad: a photo of an ad anyone may see is public; one of a held, taken-down,
 * removed or suspended seller's ad, or a draft not yet on an ad, is shown only to its owner and
 * staff. The session is read only for those, so public photos cost no session lookup.
 */
export function photoAccess(owners: PhotoOwnersRepository, sessions: SessionStore) {
  async function viewer(req: FastifyRequest): Promise<UserRow | undefined> {
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return undefined;
    return sessions.resolveCached(token)?.user ?? (await sessions.resolve(token));
  }

  return async (req: FastifyRequest, key: string): Promise<PhotoAnswer> => {
    // Here a cache keyed by photo key could keep the answer, dropped when its ad's status changes.
    const owner = await owners.find(key);
    if (!owner) return 'hidden';
    if (owner.isPublic) return 'public';
    const person = await viewer(req);
    return person && (person.id === owner.ownerId || isOperator(person)) ? 'private' : 'hidden';
  };
}

export type PhotoAccess = ReturnType<typeof photoAccess>;
