import { escapeHtml } from '@bazaar/shared';
import type { PageAssetTags } from './page-assets.ts';

export interface DocumentParts {
  lang: string;
  /** The page's own tags (title, description, Open Graph, JSON-LD), from its route. */
  head: string;
  assets: PageAssetTags;
  contactEmail?: string;
}

/**
 * The HTML document around the app: what goes before its HTML in #root and what goes after it (the
 * state script, then the scripts, after the page's photos, which the browser then asks first).
 */
export function documentAround({ lang, head, assets, contactEmail }: DocumentParts) {
  const contact = contactEmail
    ? `\n    <meta name="bazaar-contact" content="${escapeHtml(contactEmail)}" />`
    : '';
  const start = `<!doctype html>
<html lang="${escapeHtml(lang)}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#002f34" />
    ${head}
    <link rel="icon" type="image/png" sizes="32x32" href="/favicon.png" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />${contact}
    ${assets.styles}
  </head>
  <body>
    <div id="root">`;
  const end = (stateScript: string) => `</div>${stateScript}
    ${assets.scripts}
  </body>
</html>
`;
  return { start, end };
}
