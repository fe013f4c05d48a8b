import { createHash } from 'node:crypto';
import { escapeHtml, jsonForScript } from '@bazaar/shared';

/** The element that names the app's scripts for APP_START. */
export const APP_SCRIPTS_ID = 'bazaar-app-scripts';

/**
 * Starts the app on a server-rendered page once the page's main photo is on screen (at once when
 * the page has none): the first screen is already drawn, and on a slow phone connection the photo
 * then has the bandwidth to itself instead of sharing it with the scripts, and is on screen
 * before the phone's one core turns to them. A photo that takes over 3 s does not hold the app back
 * any longer. The first script named is the app's entry; the others are the page's own chunks,
 * fetched beside it (modulepreload, as Vite's own tags do).
 *
 * Inline, so it costs no request of its own; the Content-Security-Policy allows it by its hash alone
 * (APP_START_HASH), and still no other inline script.
 */
export const APP_START = `(() => {
  const [entry, ...chunks] = JSON.parse(document.getElementById('${APP_SCRIPTS_ID}').textContent);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of chunks) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  const photo = document.querySelector('img[fetchpriority="high"]');
  if (!photo) return start();
  photo.addEventListener('error', start);
  setTimeout(start, 3000);
  // Chromium says when the photo reached the screen (Element Timing, its elementtiming attribute);
  // elsewhere, the second frame after it is decoded has drawn it.
  if (PerformanceObserver.supportedEntryTypes.includes('element')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.element === photo)) return;
      observer.disconnect();
      start();
    }).observe({ type: 'element', buffered: true });
  } else {
    photo.decode().then(() => requestAnimationFrame(() => requestAnimationFrame(start)), start);
  }
})();`;

/** The CSP source that allows APP_START and nothing else inline. */
export const APP_START_HASH = `'sha256-${createHash('sha256').update(APP_START).digest('base64')}'`;

/** The tags that start the app: its scripts' URLs (the entry first), then APP_START. */
export function appStartTags(scripts: string[]): string {
  const urls = scripts.map((file) => `/${file}`);
  return `<script type="application/json" id="${escapeHtml(APP_SCRIPTS_ID)}">${jsonForScript(urls)}</script>\n    <script>${APP_START}</script>`;
}

/** The scripts named by appStartTags in a page's HTML (for measuring what a page loads). */
export function appStartScripts(html: string): string[] {
  const match = new RegExp(`<script type="application/json" id="${APP_SCRIPTS_ID}">([^<]*)</script>`).exec(
    html,
  );
  return match ? (JSON.parse(match[1]!) as string[]) : [];
}
