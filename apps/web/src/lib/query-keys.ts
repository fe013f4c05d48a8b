/**
 * Query keys that more than one feature invalidates (rating a deal refreshes My Ads and the bell),
 * kept below the features so none has to import another for them.
 */
export const MY_LISTINGS_KEY = ['my-listings'] as const;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
};
