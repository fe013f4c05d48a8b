import { prohibitedWordsIn } from '@bazaar/shared';
import type { Db } from '../../db/client.ts';
import { screenText } from '../../lib/screen-text.ts';
import type { PostingScreen } from '../listings/index.ts';
import { audit, SYSTEM_ACTOR } from './audit-repository.ts';
import type { ListingDecisions } from './listing-decisions.ts';
import { reportsRepository } from './reports-repository.ts';

const detailOf = (words: string[]) => `Contains: ${words.join(', ')}`;

/** Holds ads whose title or description uses a prohibited word, with an automatic report. */
export function postingScreen(db: Db, decisions: ListingDecisions, words: readonly string[]): PostingScreen {
  // Text and list alike are read as people see them (NFKC, no invisible characters, look-alike
  // letters folded): "co\u200bcaine", "cоcaine" with a Cyrillic о and "ｃｏｃａｉｎｅ" are cocaine.
  const screened = words.map((word) => ({ word, screened: screenText(word) }));
  return {
    check(text) {
      const found = new Set(
        prohibitedWordsIn(
          screenText(text),
          screened.map((w) => w.screened),
        ),
      );
      return screened.filter((w) => found.has(w.screened)).map((w) => w.word);
    },

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
