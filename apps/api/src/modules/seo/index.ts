// What other modules and plugins may use of seo; its other files are its own.
export { APP_START_HASH } from './app-start.ts';
export { escapeHtml } from './escape.ts';
export { pageAssets } from './page-assets.ts';
export type { RenderedPageKind } from './page-assets.ts';
export { adMeta, categoryMeta, injectHead } from './page-meta.ts';
export type { PageMeta } from './page-meta.ts';
