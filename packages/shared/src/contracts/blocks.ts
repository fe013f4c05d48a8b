import { z } from 'zod';

export { BLOCK_REFUSALS } from '../blocks.ts';

const id = z
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);

/** People one account can block: far more than anyone needs, and the whole list fits one answer. */
export const BLOCKS_MAX = 1000;

/** Block someone by their id, or the other person of one of my conversations. */
export const BlockBody = z
  .object({ userId: id.optional(), conversationId: id.optional() })
  .refine((b) => (b.userId === undefined) !== (b.conversationId === undefined), {
    message: 'Give either userId or conversationId',
  });
export type BlockBody = z.infer<typeof BlockBody>;

export const BlockedPerson = z.object({
  user: z.object({ id: z.number().int(), name: z.string() }),
  blockedAt: z.string(),
});
export type BlockedPerson = z.infer<typeof BlockedPerson>;

/** Everyone I have blocked, most recent first. */
export const BlockList = z.object({ items: z.array(BlockedPerson) });
export type BlockList = z.infer<typeof BlockList>;

export const BlockUserParams = z.object({
  userId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
