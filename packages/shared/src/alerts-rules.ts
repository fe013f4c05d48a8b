// Saved-search limits, apart from the zod contracts so the list pages can use them without the schemas.

/** How many searches one person may keep: plenty for anyone, and bounded for the matching. */
export const SAVED_SEARCHES_MAX = 50;
