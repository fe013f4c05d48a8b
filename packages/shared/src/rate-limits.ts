const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** One limit: at most `max` in any window of `windowMs` (counted per key: an address, an account…). */
export interface RateRule {
  max: number;
  windowMs: number;
}

/**
 * A write a person repeats: a tighter allowance for accounts under NEW_ACCOUNT_MS old and for
 * senders the scam shield flagged within FLAGGED_SENDER_MS, since that is what throwaway accounts
 * and scammers look like; people with a record get the most.
 */
export interface WriteRule {
  windowMs: number;
  max: { ordinary: number; newAccount: number; flagged: number };
}

/** An account younger than this is "new" to the write limits. */
export const NEW_ACCOUNT_MS = 7 * DAY_MS;
/** A sender with a message the scam shield flagged within this long gets the flagged allowance. */
export const FLAGGED_SENDER_MS = DAY_MS;

/**
 * Every rate limit Bazaar applies, in one place. Per network = per /24 (IPv4) or /48 (IPv6), as a
 * household or office has one; per address = per e-mail address.
 */
export const RATE_LIMITS = {
  /** Sign-in attempts from one IP address, whichever accounts (many people share an address). */
  loginPerIp: { max: 30, windowMs: 15 * MINUTE_MS },
  /** Wrong passwords for one account from anywhere: past this, unknown networks are refused. */
  loginWrongPerAccount: { max: 10, windowMs: 15 * MINUTE_MS },
  /** Wrong passwords for one account from one network. */
  loginWrongPerAccountNetwork: { max: 10, windowMs: 15 * MINUTE_MS },
  /** The owner hears of repeated wrong passwords at most once a day. */
  loginWarnedPerAccount: { max: 1, windowMs: DAY_MS },
  signupPerNetwork: { max: 10, windowMs: HOUR_MS },
  /** Sign-ups for one address from one network: another network's attempts never use them up. */
  signupPerAddressNetwork: { max: 3, windowMs: HOUR_MS },
  /**
   * Confirmation e-mails to one address from all networks (past it: the same answer, no e-mail).
   * The owner can finish with any link already sent: the name and password are chosen there.
   */
  signupMailsPerAddress: { max: 3, windowMs: HOUR_MS },
  /** "Forgot password" requests from one network. */
  forgotPerNetwork: { max: 10, windowMs: HOUR_MS },
  /** Reset e-mails to one address asked from one network (past it: the same answer, no e-mail). */
  forgotMailsPerAddressNetwork: { max: 3, windowMs: HOUR_MS },
  /**
   * Reset e-mails to one address from all networks but the owner's usual ones: a cap on the
   * inbox, which strangers cannot use to stop the owner's own reset.
   */
  forgotMailsPerAddress: { max: 10, windowMs: HOUR_MS },
  /** Setting a new password from a link, per IP address. */
  resetPerIp: { max: 20, windowMs: HOUR_MS },
  /**
   * Searches by text (the ad lists' `q`, the json-server `q` and `_like`) from one IP address:
   * plenty for a person, searching page after page, not a flood that slows everyone's lists.
   */
  searchesPerIp: { max: 30, windowMs: MINUTE_MS },
  /**
   * Search-box completions from one address: asked as a person types (after a pause), so a
   * person makes a few for each search; a flood of new words slows everyone's lists.
   */
  suggestionsPerIp: { max: 120, windowMs: MINUTE_MS },
  /** Chat messages one person sent (that the server accepted), across conversations. */
  messages: { windowMs: 10 * MINUTE_MS, max: { ordinary: 60, newAccount: 30, flagged: 10 } },
  /**
   * Tries at sending a chat message, accepted or refused (a prohibited word, too long, blocked):
   * a refused message costs none of `messages`, so a flood of refused tries is bounded here.
   * Twice `messages`: a person rewording a refused message a few times is never stopped by it.
   */
  messageAttempts: { windowMs: 10 * MINUTE_MS, max: { ordinary: 120, newAccount: 60, flagged: 20 } },
  /** First messages (accepted) to a seller (or buyer) this person never wrote to before. */
  firstMessages: { windowMs: HOUR_MS, max: { ordinary: 40, newAccount: 10, flagged: 3 } },
  offers: { windowMs: HOUR_MS, max: { ordinary: 30, newAccount: 10, flagged: 3 } },
  /** Reports of ads and of messages. */
  reports: { windowMs: HOUR_MS, max: { ordinary: 10, newAccount: 5, flagged: 2 } },
  /** Saving a search as an alert (and changing one). */
  savedSearches: { windowMs: HOUR_MS, max: { ordinary: 20, newAccount: 10, flagged: 5 } },
} as const satisfies Record<string, RateRule | WriteRule>;
