import {
  findCategory,
  parseListingInput,
  TYPED_ATTRIBUTES,
  type DuplicateAd,
  type EditableListing,
  type ListingInput,
  type MyListing,
  type NameRefusal,
} from '@bazaar/shared';
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts';
import { nameRefused } from '../../lib/name-screen.ts';
import type { UserRow } from '../auth/index.ts';
import { adPoint } from '../catalog/index.ts';
import { type PhotoStore, presentPhoto, removePhotoFiles } from '../media/index.ts';
import type { ClosedOffer } from './closing-offers.ts';
import type { ListingValues, OwnListingsRepository } from './own-repository.ts';
import { isModerated } from './comeback.ts';
import { presentCard, presentOwnDeal } from './presenter.ts';
import { isPublicStatus } from './visibility.ts';

const TYPED = new Set<string>(TYPED_ATTRIBUTES);

/** Form values → columns: filtered attributes get their typed column, the rest goes to JSONB. */
function toValues(input: ListingInput): ListingValues {
  const typed: Record<string, string | number | null> = {};
  const rest: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(
    input.attributes as Record<string, string | number | undefined>,
  )) {
    if (value === undefined || value === '') continue;
    if (TYPED.has(key)) typed[key] = value;
    else rest[key] = value;
  }
  const point = adPoint(input.city, input.locality);
  return {
    category: input.category,
    title: input.title,
    description: input.description,
    price: input.price,
    brand: (typed.brand as string | undefined) ?? null,
    model: (typed.model as string | undefined) ?? null,
    year: (typed.year as number | undefined) ?? null,
    kmDriven: (typed.kmDriven as number | undefined) ?? null,
    fuel: (typed.fuel as string | undefined) ?? null,
    transmission: (typed.transmission as string | undefined) ?? null,
    owners: (typed.owners as string | undefined) ?? null,
    bhk: (typed.bhk as string | undefined) ?? null,
    attributes: rest,
    state: input.state,
    city: input.city,
    locality: input.locality,
    // The locality's point (else the city centre): the ad page's map and distances show the
    // neighbourhood, never the seller's doorstep.
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    showPhone: input.showPhone,
  };
}

function parse(user: UserRow, body: unknown, category?: string): ListingInput {
  const parsed = parseListingInput(body, category);
  if (!parsed.ok) throw new Invalid('Some values are not valid', parsed.fields);
  return parsed.value;
}

const GONE = 'This ad does not exist or is not yours';
const UNDER_REVIEW = {
  edit: 'This ad is with our team; it cannot be edited now',
  sold: 'This ad is with our team; it cannot be marked sold now',
} as const;
const NOT_ACTIVE = 'Only a live ad can be marked sold';
const REPUBLISH_REFUSED = {
  under_review: 'This ad is with our team; it cannot be published again now',
  seller_suspended: 'This ad is with our team; it cannot be published again now',
  not_allowed: 'This ad cannot be published again',
} as const;

/**
 * Told after a change other people care about (notifications): those who keep the ad in their
 * favourites, and buyers whose open offers the sale or removal closed (their notices are already
 * saved, with the change; this tells their open tabs).
 */
export interface ListingWatchers {
  sold(listingId: number, sellerId: number): Promise<void>;
  priceChanged(listingId: number, sellerId: number, before: number, after: number): Promise<void>;
  offersClosed(closed: ClosedOffer[], sellerId: number): Promise<void>;
}

/** What the seller's own-ads service asks before and after saving an ad. */
export interface PostingScreen {
  /** The prohibited words in this text (none: the ad goes live). */
  check(text: string): string[];
  /** What is wrong with the name a seller gives (a prohibited word, posing as Bazaar), if anything. */
  name(name: string): NameRefusal | null;
  /** A new ad was saved held because of these words: it joins the queue. */
  postedHeld(listingId: number, words: string[]): Promise<void>;
  /** An edit brought these words in: the ad is held and joins the queue. */
  editedIn(listingId: number, words: string[]): Promise<void>;
}

/** Posting and managing one's own ads. Another seller's ad answers 404, as if it did not exist. */
/**
 * Told when an ad is published or edited, to compare its photos with other ads': gives the
 * seller's own earlier ads that show one of the same photos (other sellers' go to moderation).
 */
export interface PublishedPhotoChecks {
  published(sellerId: number, listingId: number): Promise<DuplicateAd[]>;
}

export function ownListingsService(
  repo: OwnListingsRepository,
  store: PhotoStore,
  watchers?: ListingWatchers,
  screen?: PostingScreen,
  photoChecks?: PublishedPhotoChecks,
) {
  // Everything the ad shows: its attributes (a phone's model appears in search suggestions too)
  // and locality as well as its title and description.
  const prohibited = (input: ListingInput) =>
    screen?.check(
      [
        input.title,
        input.description,
        input.locality,
        ...Object.values(input.attributes as Record<string, unknown>).filter((v) => typeof v === 'string'),
      ].join('\n'),
    ) ?? [];

  /**
   * The form's name renames the account, shown on every ad and in chats, so a name with a
   * prohibited word is refused outright rather than held with one ad.
   */
  const refuseProhibitedName = (input: ListingInput) => {
    const refusal = input.seller && screen?.name(input.seller.name);
    if (refusal) throw nameRefused(refusal, 'seller.name');
  };

  /** Files first, then rows: a crash in between leaves rows the upload sweep finishes. */
  async function letGo(keys: string[]) {
    await removePhotoFiles(store, keys);
    await repo.forgetPhotos(keys);
  }

  async function own(user: UserRow, id: number, includeRemoved = false) {
    const row = await repo.findOwn(user.id, id, { includeRemoved });
    if (!row) throw new NotFound(GONE);
    return row;
  }

  return {
    async create(user: UserRow, body: unknown) {
      const input = parse(user, body);
      refuseProhibitedName(input);
      const words = prohibited(input);
      const id = await repo.create(user.id, toValues(input), input.photoIds, words.length > 0);
      if (words.length) await screen?.postedHeld(id, words);
      if (input.seller) await repo.updateContact(user.id, input.seller);
      const duplicateOf = await photoChecks?.published(user.id, id);
      return { id, category: input.category, duplicateOf };
    },

    async update(user: UserRow, id: number, body: unknown) {
      const row = await own(user, id);
      const input = parse(user, { ...(body as object), category: row.category }, row.category);
      refuseProhibitedName(input);
      // Photos from before uploads were recorded must be droppable too (their files deleted).
      await repo.adoptLegacyPhotos(user.id, id);
      const updated = await repo.update(user.id, id, toValues(input), input.photoIds);
      if (!updated) throw new NotFound(GONE);
      if ('refused' in updated) throw new Conflict('under_review', UNDER_REVIEW.edit);
      const words = prohibited(input);
      if (words.length) await screen?.editedIn(id, words);
      if (input.seller) await repo.updateContact(user.id, input.seller);
      await letGo(updated.dropped);
      // The price this edit replaced: of the same edit sent twice, only the first drops it.
      const before = updated.previousPrice;
      // Those who keep it hear of a lower price only on an ad they may see.
      if (input.price !== before && isPublicStatus(updated.status))
        await watchers?.priceChanged(id, user.id, before, input.price);
      const duplicateOf = await photoChecks?.published(user.id, id);
      return { id, category: row.category, duplicateOf };
    },

    /**
     * Selling a sold ad again changes nothing; watchers hear once, from the request that sold it.
     * Its open offers close with the sale, and their buyers are told.
     */
    async markSold(user: UserRow, id: number) {
      await own(user, id);
      const sold = await repo.markSold(id);
      if (sold) {
        await watchers?.offersClosed(sold.closed, user.id);
        await watchers?.sold(id, user.id);
      }
      // Not active: sold already (fine), deleted meanwhile (404, and it stays deleted), or held,
      // taken down or ended, which only their own doors change (409).
      else {
        const { status } = await own(user, id);
        if (isModerated(status)) throw new Conflict('under_review', UNDER_REVIEW.sold);
        if (status !== 'sold') throw new Conflict('not_active', NOT_ACTIVE);
      }
    },

    /** Its open offers close with it, and their buyers are told. */
    async remove(user: UserRow, id: number) {
      await own(user, id);
      // Demo ads' photos get upload rows first, so a crash cannot leave their files unaccounted.
      await repo.adoptLegacyPhotos(user.id, id);
      const { keys, closed } = await repo.remove(id);
      await watchers?.offersClosed(closed, user.id);
      await letGo(keys);
    },

    /**
     * A sold, removed or ended ad goes live again, dated today (it moves to the top of the lists). Offers
     * closed by the sale or removal stay closed: their buyers can make new ones.
     */
    async republish(user: UserRow, id: number) {
      const result = await repo.republish(user.id, id);
      if (!result) throw new NotFound(GONE);
      if (result.refused)
        throw new Conflict(
          result.refused === 'not_allowed' ? 'not_republishable' : 'under_review',
          REPUBLISH_REFUSED[result.refused],
        );
    },

    async mine(user: UserRow): Promise<MyListing[]> {
      const rows = await repo.mine(user.id);
      return rows.map((r) => ({
        ...presentCard(r),
        views: r.views,
        updatedAt: r.updatedAt.toISOString(),
        moderationReason: r.status === 'taken_down' ? r.moderationReason : null,
        appealed: r.appealedAt !== null,
        showPhone: r.showPhone,
        expiresAt: r.expiresAt.toISOString(),
        deal: presentOwnDeal(r),
      }));
    },

    async editable(user: UserRow, id: number): Promise<EditableListing> {
      const row = await own(user, id);
      const category = findCategory(row.category);
      const attributes: Record<string, string | number> = {};
      for (const def of category?.attributes ?? []) {
        const value = TYPED.has(def.key)
          ? (row as unknown as Record<string, string | number | null>)[def.key]
          : row.attributes[def.key];
        if (value !== null && value !== undefined) attributes[def.key] = value;
      }
      const photos = await repo.photosWithIds(user.id, id);
      return {
        id: row.id,
        category: row.category,
        status: row.status,
        title: row.title,
        description: row.description,
        price: row.price,
        attributes,
        state: row.state,
        city: row.city,
        locality: row.locality,
        photos: photos.map((p) => ({ id: p.id, photo: presentPhoto(p) })),
        showPhone: row.showPhone,
      };
    },
  };
}

export type OwnListingsService = ReturnType<typeof ownListingsService>;
