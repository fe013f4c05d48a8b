import type { Db } from '../../db/client.ts';
import { nameScreen } from '../../lib/name-screen.ts';
import { wordScreen } from '../../lib/word-screen.ts';
import type { PostingScreen } from '../listings/index.ts';
import { audit, SYSTEM_ACTOR } from './audit-repository.ts';
import type { ListingDecisions } from './listing-decisions.ts';
import { reportsRepository } from './reports-repository.ts';

const detailOf = (words: string[]) => `Contains: ${words.join(', ')}`;

/** Holds ads whose title or description uses a prohibited word, with an automatic report. */
export function postingScreen(db: Db, decisions: ListingDecisions, words: readonly string[]): PostingScreen {
  // Text and list alike are read as people see them (lib/word-screen.ts): "co\u200bcaine",
  // "cоcaine" with a Cyrillic о, "ｃｏｃａｉｎｅ", "ᴄᴏᴄᴀɪɴᴇ" and "ǝuıɐɔoɔ" are cocaine.
  const screen = wordScreen(words);
  return {
    check: screen,
    name: nameScreen(screen),

    async postedHeld(listingId, found) {
      await db.transaction(async (tx) => {
        await reportsRepository(tx).fileAutomatic({
          listingId,
          reason: 'prohibited_words',
          detail: detailOf(found),
        });
        await audit(tx, SYSTEM_ACTOR, {
          action: 'hold',
          targetType: 'listing',
          targetId: listingId,
          reason: detailOf(found),
          statusBefore: 'active',
          statusAfter: 'held',
        });
      });
    },

    async editedIn(listingId, found) {
      await db.transaction(async (tx) => {
        if (await decisions.hold(tx, listingId, SYSTEM_ACTOR, detailOf(found)))
          await reportsRepository(tx).fileAutomatic({
            listingId,
            reason: 'prohibited_words',
            detail: detailOf(found),
          });
      });
    },
  };
}
