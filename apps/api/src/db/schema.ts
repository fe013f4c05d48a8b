import {
  ALL_REPORT_REASONS,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  DEAL_ROLES,
  LISTING_STATUSES,
  NOTIFICATION_KINDS,
  OFFER_STATUSES,
  REPORT_STANDINGS,
  REPORT_STATUSES,
  ROLES,
  type ScamKind,
} from '@bazaar/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// Full-text search uses the 'simple' configuration everywhere: no English stemming to mangle Indian
// brand and model names (Tata, Activa, Creta). Title words weigh most (A), then brand and model (B).
// (concat_ws would read better but is not IMMUTABLE, which a generated column requires.)
const NAME_VECTOR = `setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(brand, '') || ' ' || coalesce(model, '')), 'B')`;

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    /** Google's stable account id (`sub`), once the person has signed in with Google. */
    googleSubject: text('google_subject'),
    createdAt: createdAt(),
    /** Moderation: null for everyone but operators and admins (see the shared ROLES). */
    role: text('role', { enum: ROLES }),
    /** A suspended account cannot sign in; its ads are hidden (status 'suspended'). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
  },
  // E-mails are unique regardless of case.
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_idx').on(t.googleSubject),
  ],
);

/** Signed-in browsers. The cookie holds a random 256-bit token; only its SHA-256 is stored here. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Remember me: a 30-day cookie. Otherwise a browser-session cookie the server ends after 24 h idle. */
    persistent: boolean('persistent').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Single-use links sent by e-mail: password resets (for a user) and sign-up confirmations (the
 * account is only created once the owner of the address opens the link, so its data waits here).
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: ['reset', 'signup'] }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, string | null>>(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId), index('email_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * The addresses an account last signed in from with its password (a few per account): a login
 * from one of them is slowed, never refused, while others guess the password from elsewhere.
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'sign_in_addresses_pk', columns: [t.userId, t.address] })],
);

/** Fixed-window attempt counters (per IP, per account) shared by every API process. */
/**
 * Every rate limit's counters (the @fastify/rate-limit store, lib/rate-limit-store.ts), shared by
 * all API processes. The table kept the name it had when only sign-in was counted.
 */
export const rateLimits = pgTable('auth_rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

export const listings = pgTable(
  'listings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    // Typed columns for what is filtered or sorted; the rest of a category's attributes is JSONB.
    brand: text('brand'),
    model: text('model'),
    year: smallint('year'),
    kmDriven: integer('km_driven'),
    fuel: text('fuel'),
    transmission: text('transmission'),
    owners: text('owners'),
    bhk: text('bhk'),
    attributes: jsonb('attributes').$type<Record<string, string | number>>().notNull().default({}),
    state: text('state').notNull(),
    city: text('city').notNull(),
    locality: text('locality').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    // The shared LISTING_STATUSES; who may see which is decided in one place (listings/visibility.ts).
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('active'),
    /** While held, taken down or suspended: the status an operator's restore goes back to. */
    statusBefore: text('status_before', { enum: LISTING_STATUSES }),
    /** Why an operator took the ad down, shown to its seller in My Ads. */
    moderationReason: text('moderation_reason'),
    /** The seller's one appeal against a take-down. */
    appealText: text('appeal_text'),
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    /** When the ad ends (status expired) unless its seller renews it: LISTING_TTL_DAYS after publishing or renewal. */
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    /** The end its seller was last reminded of: one reminder per ad per period. */
    expiryRemindedFor: timestamp('expiry_reminded_for', { withTimezone: true }),
    featured: boolean('featured').notNull().default(false),
    /** The seller lets signed-in buyers see their account's phone number (Show number). */
    showPhone: boolean('show_phone').notNull().default(false),
    views: integer('views').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** '<collection>/<id>' of the json-server database an imported ad came from (re-import adds nothing twice). */
    legacySource: text('legacy_source'),
    /** The imported record's own id in its collection: the id the legacy collection answers it under. */
    legacyId: integer('legacy_id'),
    /**
     * The imported record exactly as its db.json held it (json keeps key order and text as written),
     * so the legacy collections answer it unchanged but for what changed in Bazaar since.
     */
    legacyRecord: json('legacy_record').$type<Record<string, unknown>>(),
    /** Title (A) and brand/model (B): the short fields; relevance tiers are decided on this one. */
    nameVector: tsvector('name_vector').notNull().generatedAlwaysAs(sql.raw(NAME_VECTOR)),
    /** Everything searchable: the name vector plus the description (C). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(`${NAME_VECTOR} || setweight(to_tsvector('simple'::regconfig, description), 'C')`),
      ),
  },
  // Keyset paging walks these in both directions: (key, id) ascending serves asc and, scanned
  // backwards, desc. Plain ASC columns keep NULLS ordering aligned with ORDER BY ... DESC scans.
  (t) => [
    index('listings_category_price_idx').on(t.category, t.price, t.id),
    index('listings_category_created_idx').on(t.category, t.createdAt, t.id),
    index('listings_created_idx').on(t.createdAt, t.id),
    index('listings_price_idx').on(t.price, t.id),
    index('listings_category_brand_price_idx').on(t.category, t.brand, t.price, t.id),
    index('listings_seller_idx').on(t.sellerId),
    index('listings_name_vector_idx').using('gin', t.nameVector),
    // Fair-price comparables; the migration adds INCLUDE (price, status, updated_at, id, model) for index-only scans.
    index('listings_price_band_idx')
      .on(t.category, t.brand, sql`lower(${t.model})`, t.year, t.kmDriven)
      .where(sql`${t.status} in ('active', 'sold')`),
    index('listings_search_vector_idx').using('gin', t.searchVector),
    index('listings_moderation_idx')
      .on(t.status)
      .where(sql`${t.status} in ('held', 'taken_down', 'suspended')`),
    // The legacy collections' order: imported records by their original ids, then Bazaar's ads by id.
    index('listings_legacy_order_idx').on(t.category, t.legacyId, t.id),
    // The highest original id, after which Bazaar's own ads are numbered in the legacy collections.
    index('listings_legacy_id_idx')
      .on(t.legacyId)
      .where(sql`${t.legacyId} is not null`),
    uniqueIndex('listings_legacy_source_idx')
      .on(t.legacySource)
      .where(sql`${t.legacySource} is not null`),
    index('listings_active_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index('listings_active_category_brand_idx')
      .on(t.category, t.brand)
      .where(sql`${t.status} = 'active'`),
    // "Within 10 km of Pune": the box around the circle, over public ads' points (distance.ts).
    index('listings_public_point_idx')
      .using('gist', sql`point(${t.lng}, ${t.lat})`)
      .where(sql`${t.status} in ('active', 'sold')`),
  ],
);

export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** Storage key; variants live at `${key}-card.webp` and `${key}-full.webp`. */
    key: text('key').notNull(),
    cardWidth: smallint('card_width').notNull(),
    cardHeight: smallint('card_height').notNull(),
    fullWidth: smallint('full_width').notNull(),
    fullHeight: smallint('full_height').notNull(),
  },
  (t) => [
    uniqueIndex('listing_photos_listing_position_idx').on(t.listingId, t.position),
    index('listing_photos_key_idx').on(t.key),
  ],
);

/**
 * Search vocabulary: every word of active ads' titles, brands and models with how many active ads
 * use it. Typo correction looks for the nearest word here (a few thousand short rows, trigram
 * index) instead of running trigram matches over a million titles. Kept up to date by a trigger.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    ads: integer('ads').notNull().default(0),
  },
  (t) => [index('search_words_word_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`)],
);

/** Brands and "brand model" names per category, with active ad counts: what suggestions offer. */
export const searchPhrases = pgTable(
  'search_phrases',
  {
    kind: text('kind', { enum: ['brand', 'model'] }).notNull(),
    category: text('category').notNull(),
    /** Lower-case label, what is matched. */
    term: text('term').notNull(),
    label: text('label').notNull(),
    ads: integer('ads').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.term, t.kind, t.category] }),
    index('search_phrases_term_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
  ],
);

/** "Suggest us a product" from the category sidebar, read by the operators. */
export const productSuggestions = pgTable(
  'suggestions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    text: text('text').notNull(),
    category: text('category'),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('suggestions_created_idx').on(t.createdAt)],
);

/**
 * Every photo a seller uploads, from the moment it is stored. An ad refers to its photos by these
 * ids; uploads never attached to an ad are swept (rows and files) after a day.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set once an ad uses the photo; null while it only sits in a draft. */
    listingId: bigint('listing_id', { mode: 'number' }).references(() => listings.id, {
      onDelete: 'set null',
    }),
    /** Storage key; the same as listing_photos.key once attached. */
    key: text('key').notNull(),
    cardWidth: smallint('card_width').notNull(),
    cardHeight: smallint('card_height').notNull(),
    fullWidth: smallint('full_width').notNull(),
    fullHeight: smallint('full_height').notNull(),
    /** 64-bit dHash of the photo (null for photos uploaded before hashing) and its four 16-bit parts. */
    dhash: bigint('dhash', { mode: 'bigint' }),
    dhashP0: integer('dhash_p0'),
    dhashP1: integer('dhash_p1'),
    dhashP2: integer('dhash_p2'),
    dhashP3: integer('dhash_p3'),
    /** Compared with other ads' photos once, when its ad was published or it was added on edit. */
    dhashChecked: boolean('dhash_checked').notNull().default(false),
    /** Sent (or to be sent) in chat: private to the conversation, never on an ad or under /media. */
    chat: boolean('chat').notNull().default(false),
    /** A chat photo's conversation, from its upload on. */
    conversationId: bigint('conversation_id', { mode: 'number' }).references(() => conversations.id, {
      onDelete: 'set null',
    }),
    /** Set once the chat photo is sent; a sent photo is never swept. */
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, {
      onDelete: 'set null',
    }),
    /** Its place among its message's photos (1 first), as the sender chose them. */
    messagePosition: smallint('message_position'),
    /** Its views are in photo_hashes (false for photos stored before views, until the backfill). */
    hashed: boolean('hashed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_key_idx').on(t.key),
    index('uploads_message_idx')
      .on(t.messageId)
      .where(sql`${t.messageId} is not null`),
    // Candidates for a near-duplicate photo come from matches on any of the four parts. The
    // migration adds INCLUDE (dhash, listing_id) to each (drizzle cannot declare it), for
    // index-only distance checks.
    index('uploads_dhash_p0_idx')
      .on(t.dhashP0)
      .where(sql`${t.dhashP0} is not null`),
    index('uploads_dhash_p1_idx')
      .on(t.dhashP1)
      .where(sql`${t.dhashP1} is not null`),
    index('uploads_dhash_p2_idx')
      .on(t.dhashP2)
      .where(sql`${t.dhashP2} is not null`),
    index('uploads_dhash_p3_idx')
      .on(t.dhashP3)
      .where(sql`${t.dhashP3} is not null`),
    index('uploads_owner_idx').on(t.ownerId),
    index('uploads_listing_idx').on(t.listingId),
    index('uploads_unattached_created_idx')
      .on(t.createdAt)
      .where(sql`${t.listingId} is null`),
    index('uploads_unhashed_idx')
      .on(t.id)
      .where(sql`not ${t.hashed}`),
  ],
);

/**
 * Hashes of views of an upload besides the whole (photo-hash.ts PHOTO_VIEWS): sides cut, borders
 * trimmed. The migration adds INCLUDE (dhash, upload_id) to each part index, as for uploads.
 */
export const photoHashes = pgTable(
  'photo_hashes',
  {
    uploadId: bigint('upload_id', { mode: 'number' })
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    view: smallint('view').notNull(),
    dhash: bigint('dhash', { mode: 'bigint' }).notNull(),
    dhashP0: integer('dhash_p0').notNull(),
    dhashP1: integer('dhash_p1').notNull(),
    dhashP2: integer('dhash_p2').notNull(),
    dhashP3: integer('dhash_p3').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.uploadId, t.view] }),
    index('photo_hashes_p0_idx').on(t.dhashP0),
    index('photo_hashes_p1_idx').on(t.dhashP1),
    index('photo_hashes_p2_idx').on(t.dhashP2),
    index('photo_hashes_p3_idx').on(t.dhashP3),
  ],
);

/** Ads a signed-in person keeps an eye on: the heart on cards and on the ad page. */
export const favourites = pgTable(
  'favourites',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index('favourites_listing_idx').on(t.listingId)],
);

/** One conversation per ad and buyer; the seller is copied in so inbox queries need no join. */
export const conversations = pgTable(
  'conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: bigint('buyer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** Id of the last message each side has read; unread counts are messages above it. */
    buyerReadUpTo: bigint('buyer_read_up_to', { mode: 'number' }).notNull().default(0),
    sellerReadUpTo: bigint('seller_read_up_to', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('conversations_listing_buyer_idx').on(t.listingId, t.buyerId),
    index('conversations_buyer_idx').on(t.buyerId, t.lastMessageAt),
    index('conversations_seller_idx').on(t.sellerId, t.lastMessageAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: bigint('sender_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Plain text, shown as text; offers appear in the thread as messages that point at them. */
    body: text('body').notNull(),
    offerId: bigint('offer_id', { mode: 'number' }),
    /** Tricks the scam shield recognised in the body; empty for an ordinary message. */
    scamKinds: jsonb('scam_kinds').$type<ScamKind[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_sender_flagged_idx')
      .on(t.senderId, t.createdAt)
      .where(sql`${t.scamKinds} <> '[]'::jsonb`),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: bigint('buyer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    /**
     * A newer offer by the same buyer on the same ad replaces the open one; selling or removing the
     * ad closes every open one (no CHECK constraint: the values are the shared OFFER_STATUSES).
     */
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('offers_one_open_idx')
      .on(t.listingId, t.buyerId)
      .where(sql`${t.status} = 'open'`),
    index('offers_conversation_idx').on(t.conversationId),
    index('offers_listing_idx').on(t.listingId),
  ],
);

/** The bell: what happened to a person while they were away. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The shared list, one place: no CHECK constraint in the database, the contract is the rule.
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    listingId: bigint('listing_id', { mode: 'number' }).references(() => listings.id, {
      onDelete: 'cascade',
    }),
    conversationId: bigint('conversation_id', { mode: 'number' }).references(() => conversations.id, {
      onDelete: 'cascade',
    }),
    /** Who caused it (the other party), when a person did. */
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** Figures the text needs (offer amount, old and new price), frozen at the time. */
    data: jsonb('data').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A person blocked another: no messages, conversations or offers between them, either way. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: bigint('blocker_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: bigint('blocked_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

/**
 * Reports about an ad (or one chat message about it): by a person, or automatic (no reporter) from
 * Bazaar's own checks. One open report per person and target, one open automatic report per ad
 * and reason.
 */
export const reports = pgTable(
  'reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for a report about a person (their profile) or a review they wrote. */
    listingId: bigint('listing_id', { mode: 'number' }).references(() => listings.id, {
      onDelete: 'cascade',
    }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, {
      onDelete: 'cascade',
    }),
    /** A review (ratings) the report is about; its writer is the subject. */
    ratingId: bigint('rating_id', { mode: 'number' }).references(() => ratings.id, { onDelete: 'cascade' }),
    /** Null: filed by Bazaar itself. */
    reporterId: bigint('reporter_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    /** The person the report is about, when not the ad's seller (a message's sender, a scammer). */
    subjectUserId: bigint('subject_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Duplicate photos: the other ad. */
    relatedListingId: bigint('related_listing_id', { mode: 'number' }).references(() => listings.id, {
      onDelete: 'set null',
    }),
    reason: text('reason', { enum: ALL_REPORT_REASONS }).notNull(),
    detail: text('detail').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    /** A person's report: whether it counted toward a hold, or the rule it missed. */
    standing: text('standing', { enum: REPORT_STANDINGS }),
    /** A person's report: its weight from the reporter's record when filed (moderation/report-weight.ts). */
    weight: doublePrecision('weight'),
    /** The reporter's network (/24 IPv4, /48 IPv6): one network counts once per ad. */
    network: text('network'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_one_open_per_person_idx')
      .on(t.reporterId, t.listingId, sql`coalesce(${t.messageId}, 0)`)
      .where(sql`${t.status} = 'open' AND ${t.reporterId} IS NOT NULL`),
    uniqueIndex('reports_one_open_automatic_idx')
      .on(t.listingId, t.reason)
      .where(sql`${t.status} = 'open' AND ${t.reporterId} IS NULL`),
    index('reports_open_listing_idx')
      .on(t.listingId)
      .where(sql`${t.status} = 'open'`),
    index('reports_reporter_created_idx').on(t.reporterId, t.createdAt),
    index('reports_reporter_status_idx')
      .on(t.reporterId, t.status)
      .where(sql`${t.reporterId} IS NOT NULL`),
    index('reports_created_idx').on(t.createdAt),
    index('reports_message_idx')
      .on(t.messageId)
      .where(sql`${t.messageId} is not null`),
    // One open report per person about another person, or about one review.
    uniqueIndex('reports_one_open_about_person_idx')
      .on(t.reporterId, t.subjectUserId, sql`coalesce(${t.ratingId}, 0)`)
      .where(sql`${t.status} = 'open' AND ${t.reporterId} IS NOT NULL AND ${t.listingId} IS NULL`),
    index('reports_open_people_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open' AND ${t.listingId} IS NULL`),
  ],
);

/**
 * Every operator action, append-only: a trigger refuses UPDATE, DELETE and TRUNCATE. No foreign
 * key on the operator, so deleting an account cannot rewrite history; their e-mail is kept.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: bigint('actor_id', { mode: 'number' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    statusBefore: text('status_before'),
    statusAfter: text('status_after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/** Each time a signed-in person pressed Show number on an ad: the seller sees who, and when. */
export const phoneReveals = pgTable(
  'phone_reveals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    viewerId: bigint('viewer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('phone_reveals_viewer_idx').on(t.viewerId, t.createdAt),
    index('phone_reveals_listing_idx').on(t.listingId, t.createdAt),
  ],
);

/** Durable background work (modules/jobs): every API process claims due jobs with SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** At most one job per (name, key), ever: enqueueing it again is a no-op. */
    singletonKey: text('singleton_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a process works on it; past this moment another process may take it over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_ready_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    uniqueIndex('jobs_singleton_idx')
      .on(t.name, t.singletonKey)
      .where(sql`${t.singletonKey} is not null`),
    index('jobs_done_idx')
      .on(t.doneAt)
      .where(sql`${t.doneAt} is not null`),
  ],
);

/**
 * A person's saved search, normalised: '' means "any" for category, state and city so that a new
 * ad finds its candidates by equality on the place index; the other filters are checked after.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The normalised query as the list page reads it (for the link and the label). */
    query: jsonb('query').$type<Record<string, string | string[]>>().notNull(),
    /** The same query as one canonical string: saving it twice keeps one. */
    queryKey: text('query_key').notNull(),
    category: text('category').notNull().default(''),
    state: text('state').notNull().default(''),
    city: text('city').notNull().default(''),
    brands: text('brands').array(),
    /** LIKE pattern (escaped prefix + %) of the model or "brand model". */
    modelPrefix: text('model_prefix'),
    minPrice: bigint('min_price', { mode: 'number' }),
    maxPrice: bigint('max_price', { mode: 'number' }),
    minYear: smallint('min_year'),
    maxYear: smallint('max_year'),
    maxKm: integer('max_km'),
    fuel: text('fuel').array(),
    transmission: text('transmission').array(),
    owners: text('owners').array(),
    bhk: text('bhk').array(),
    attrs: jsonb('attrs').$type<Record<string, string[]>>().notNull().default({}),
    /** The search words as a tsquery text (the search module's reading), null without words. */
    textQuery: text('text_query'),
    /** The search's place resolved to a point, and its radius: null without a radius (any distance). */
    nearLat: doublePrecision('near_lat'),
    nearLng: doublePrecision('near_lng'),
    nearKm: smallint('near_km'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_searches_user_key_idx').on(t.userId, t.queryKey),
    index('saved_searches_place_idx')
      .on(t.category, t.state, t.city)
      .where(sql`${t.enabled}`),
  ],
);

export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: bigint('saved_search_id', { mode: 'number' })
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'saved_search_matches_pk', columns: [t.savedSearchId, t.listingId] }),
    index('saved_search_matches_user_idx').on(t.userId, t.createdAt),
  ],
);

export const alertSettings = pgTable('alert_settings', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  digest: boolean('digest').notNull().default(true),
});

/** Digests sent: one per person and day, whichever process sends it. */
export const alertDigests = pgTable(
  'alert_digests',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'alert_digests_pk', columns: [t.userId, t.day] })],
);

/** Keys the application makes for itself on first use (the unsubscribe links' signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Ad page views per day (seller insights), added by the view counter's flush. */
export const listingDailyViews = pgTable(
  'listing_daily_views',
  {
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'listing_daily_views_pk', columns: [t.listingId, t.day] })],
);

/** A mobile number its account proved it holds (a code sent by SMS): one account per number. */
export const verifiedPhones = pgTable(
  'verified_phones',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** +91 and ten digits. */
    phone: text('phone').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('verified_phones_phone_idx').on(t.phone)],
);

/** A verification under way: one per account; only the code's keyed hash is kept. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('phone_codes_phone_idx').on(t.phone)],
);

/** A sold ad and who bought it (null: someone who did not chat on Bazaar). Ratings need one. */
export const deals = pgTable(
  'deals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: bigint('buyer_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deals_listing_idx').on(t.listingId),
    index('deals_seller_idx').on(t.sellerId, t.createdAt),
    index('deals_buyer_idx').on(t.buyerId, t.createdAt),
  ],
);

/** One party's rating of the other after a deal, with the rated person's one public answer. */
export const ratings = pgTable(
  'ratings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dealId: bigint('deal_id', { mode: 'number' })
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    raterId: bigint('rater_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ratedId: bigint('rated_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    raterRole: text('rater_role', { enum: DEAL_ROLES }).notNull(),
    stars: smallint('stars').notNull(),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** An operator hid it (audited): it leaves the profile and the average. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    uniqueIndex('ratings_deal_rater_idx').on(t.dealId, t.raterId),
    index('ratings_rated_shown_idx')
      .on(t.ratedId, t.id)
      .where(sql`${t.hiddenAt} is null`),
  ],
);
