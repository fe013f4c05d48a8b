/**
 * The codes of a refusal because of a block. The blocked person only ever learns they cannot
 * message (or otherwise contact, e.g. see the number of) this person; the one who blocked is
 * reminded that they did, and where to undo it.
 * (Apart from the zod contracts, so the ad page can name them without loading zod.)
 */
export const BLOCK_REFUSALS = {
  blockedByThem: 'cannot_message',
  blockedByYou: 'you_blocked',
  cannotContact: 'cannot_contact',
} as const;
