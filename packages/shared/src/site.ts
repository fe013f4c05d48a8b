/**
 * Bazaar's own pages (footer: About us and Help). The web app routes them and the API lists them in
 * /sitemap.xml, so both read this one list.
 */
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
