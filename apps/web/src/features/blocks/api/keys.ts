/** Query key of my blocks; its own file so live events can refresh it without loading the feature. */
export const blockKeys = { list: ['blocks'] as const };
