import { BLOCKS_MAX, type BlockBody, type BlockedPerson, type BlockList } from '@bazaar/shared';
import { DomainError, Invalid, NotFound } from '../../lib/errors.ts';
import type { LivePublisher } from '../events/index.ts';
import type { BlocksRepository } from './repository.ts';

const PERSON_GONE = 'This person does not exist';

/**
 * Blocking: one person stops another from messaging them or making offers on their ads, and stops
 * themselves too (either way). Only the blocker sees the block; they undo it in Settings.
 */
export function blocksService(repo: BlocksRepository, live: LivePublisher) {
  return {
    async block(userId: number, body: BlockBody): Promise<BlockedPerson> {
      const otherId =
        body.conversationId !== undefined ? await repo.otherParty(body.conversationId, userId) : body.userId;
      if (otherId === undefined) throw new NotFound('This conversation does not exist');
      if (otherId === userId) throw new Invalid('You cannot block yourself', { userId: 'Not yourself' });
      const name = await repo.userName(otherId);
      if (name === undefined) throw new NotFound(PERSON_GONE);
      const added = await repo.add(userId, otherId, BLOCKS_MAX);
      if (added === 'full')
        throw new DomainError(409, 'blocks_full', `You can block up to ${BLOCKS_MAX} people.`);
      // The blocker's other tabs drop the conversation and show the block. The blocked person's
      // tabs hear nothing, not even about their offers it closed: that would give the block away.
      await live.send([userId], { type: 'blocks' });
      return { user: { id: otherId, name }, blockedAt: added.blockedAt.toISOString() };
    },

    /** Unblocking someone not blocked is fine: the person wanted no block, and there is none. */
    async unblock(userId: number, otherId: number) {
      await repo.remove(userId, otherId);
      await live.send([userId], { type: 'blocks' });
    },

    async list(userId: number): Promise<BlockList> {
      const rows = await repo.list(userId);
      return {
        items: rows.map((r) => ({ user: { id: r.id, name: r.name }, blockedAt: r.blockedAt.toISOString() })),
      };
    },
  };
}

export type BlocksService = ReturnType<typeof blocksService>;
