import type { InfoPage } from '@bazaar/shared';

/** A block of a page: an optional heading, paragraphs, then an optional bullet list. */
export interface InfoSection {
  heading?: string;
  text?: string[];
  list?: string[];
}

export interface InfoContent {
  title: string;
  /** For the meta description and the lead paragraph. */
  lead: string;
  sections: InfoSection[];
}

/** Everything the footer's pages say, in one language. Loaded only when such a page opens. */
export interface InfoStrings {
  pages: Record<InfoPage, InfoContent>;
  contact: {
    heading: string;
    write: string;
    /** Shown until the operators set CONTACT_EMAIL. */
    none: string;
  };
  sitemap: { pages: string; categories: string; cities: string };
  jobCategories: string;
  updated: string;
}
