// What other modules and plugins may use of seo; its other files are its own.
export { APP_START_HASH } from './app-start.ts';
export { documentAround } from './document.ts';
export { pageAssets } from './page-assets.ts';
