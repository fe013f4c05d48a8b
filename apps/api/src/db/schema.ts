import { NOTIFICATION_KINDS, OFFER_STATUSES } from '@bazaar/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
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

/** Fixed-window attempt counters (per IP, per account) shared by every API process. */
export const authRateLimits = pgTable('auth_rate_limits', {
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
    status: text('status', { enum: ['active', 'sold', 'removed'] })
      .notNull()
      .default('active'),
    featured: boolean('featured').notNull().default(false),
    views: integer('views').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** '<collection>/<id>' of the json-server database an imported ad came from (re-import adds nothing twice). */
    legacySource: text('legacy_source'),
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
    index('listings_search_vector_idx').using('gin', t.searchVector),
    uniqueIndex('listings_legacy_source_idx')
      .on(t.legacySource)
      .where(sql`${t.legacySource} is not null`),
    index('listings_active_category_brand_idx')
      .on(t.category, t.brand)
      .where(sql`${t.status} = 'active'`),
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
  (t) => [uniqueIndex('listing_photos_listing_position_idx').on(t.listingId, t.position)],
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_key_idx').on(t.key),
    index('uploads_owner_idx').on(t.ownerId),
    index('uploads_listing_idx').on(t.listingId),
    index('uploads_unattached_created_idx')
      .on(t.createdAt)
      .where(sql`${t.listingId} is null`),
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
    createdAt: createdAt(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.id)],
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
