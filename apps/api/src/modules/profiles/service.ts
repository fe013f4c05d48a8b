import {
  REPLY_STATS_MIN_CONVERSATIONS,
  type PublicProfile,
  type ReplyStats,
  type ReviewsPage,
} from '@bazaar/shared';
import { Gone, NotFound } from '../../lib/errors.ts';
import { presentBadges, presentRating } from '../people/index.ts';
import type { RatingsService } from '../ratings/index.ts';
import type { ProfilesRepository } from './repository.ts';

/** A suspended person's profile says only this, with nothing else about them. */
export const PROFILE_UNAVAILABLE = 'This profile is not available';

/** Figures from few chats say more about chance than about the person: none under the threshold. */
export function replyStats(f: {
  asked: number;
  answered: number;
  medianSeconds: number | null;
}): ReplyStats | null {
  if (f.asked < REPLY_STATS_MIN_CONVERSATIONS) return null;
  return {
    conversations: f.asked,
    replyPercent: Math.round((100 * f.answered) / f.asked),
    medianMinutes: f.medianSeconds === null ? null : Math.max(1, Math.round(f.medianSeconds / 60)),
  };
}

/** Public profiles: who a person is on Bazaar, never how to reach them outside it. */
export function profilesService(repo: ProfilesRepository, reviewsOf: RatingsService['reviewsOf']) {
  async function available(id: number) {
    const person = await repo.person(id);
    if (!person) throw new NotFound('This person does not exist');
    if (person.suspendedAt) throw new Gone('profile_unavailable', PROFILE_UNAVAILABLE);
    return person;
  }

  return {
    async profile(id: number): Promise<PublicProfile> {
      const person = await available(id);
      const [place, liveAds, figures] = await Promise.all([
        repo.place(id),
        repo.liveAds(id),
        repo.replyFigures(id),
      ]);
      return {
        id: person.id,
        name: person.name,
        city: place?.city ?? null,
        state: place?.state ?? null,
        memberSince: person.createdAt.toISOString(),
        badges: presentBadges(person.facts),
        replies: replyStats(figures),
        rating: presentRating(person.facts),
        liveAds,
      };
    },

    async reviews(id: number, before?: number): Promise<ReviewsPage> {
      await available(id);
      return reviewsOf(id, before);
    },
  };
}

export type ProfilesService = ReturnType<typeof profilesService>;
