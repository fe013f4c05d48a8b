import { FAVOURITES_MAX, SEARCH_MAX } from './first-screen-limits.ts';

/** Limits the product promises; the API validates with them and the web app shows them. */
export const LIMITS = {
  titleMax: 70,
  yearTextMax: 70,
  descriptionMax: 2000,
  photosMax: 12,
  /** Bytes per uploaded photo, before it is turned into WebP variants. */
  photoBytesMax: 15 * 1024 * 1024,
  /** Uploads one person may have in flight at once; the web app sends no more than this together. */
  uploadsInFlightMax: 2,
  localityMax: 100,
  priceMax: 1_000_000_000, // ₹100 crore: above any real used-goods or property ad
  pageSizeMax: 60,
  pageSizeDefault: 24,
  brandsPerQueryMax: 20,
  /** Search box: longer text is no better a query, only a slower one. */
  searchMax: SEARCH_MAX,
  suggestionsMax: 8,
  /** "Suggest us a product" text. */
  productSuggestionMin: 3,
  productSuggestionMax: 500,
  passwordMin: 8,
  // argon2 hashes whatever it is given; a cap keeps a megabyte "password" from costing CPU.
  passwordMax: 200,
  nameMax: 80,
  emailMax: 254,
  /** Chat messages, as typed (trimmed); offers carry an optional shorter note. */
  messageMax: 2000,
  /** Photos one chat message can carry (each uploaded on its own, like an ad's). */
  chatPhotosMax: 5,
  offerNoteMax: 500,
  /** An offer above ₹100 crore is a typo, not an offer. */
  offerMax: 1_000_000_000,
  messagesPageSize: 30,
  inboxPageSize: 30,
  notificationsPageSize: 20,
  /** Favourites one person can keep: enough for any search, and all their ids fit one small answer. */
  favouritesMax: FAVOURITES_MAX,
} as const;

/**
 * Request bodies. JSON bodies are small: the longest text a person sends (an ad's description, a
 * message) fits `longTextBodyMax` even with every character escaped; every other route takes
 * `jsonBodyMax`. Photos are multipart, limited by `LIMITS.photoBytesMax`.
 */
export const BODY_LIMITS = {
  jsonBodyMax: 16 * 1024,
  longTextBodyMax: 64 * 1024,
  /** Arrays and objects inside each other: Bazaar's bodies nest three deep at most. */
  jsonDepthMax: 16,
} as const;
