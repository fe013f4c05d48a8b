/** Bazaar's own pages (footer: About us and Help), each a route of the web app. */
export const INFO_PAGES = [
  'about',
  'careers',
  'jobs',
  'contact',
  'people',
  'help',
  'sitemap',
  'legal',
  'privacy',
] as const;

export type InfoPage = (typeof INFO_PAGES)[number];

/** An ad as the sitemap needs it: the API reads the newest from the database. */
export interface SitemapAd {
  id: number;
  category: string;
  updatedAt: Date;
}

/** One address of /sitemap.xml: a path of the web app, and when its page last changed if known. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}
