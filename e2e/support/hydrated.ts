import type { Page } from 'playwright-core';

/**
 * In the page: the server-drawn elements React has not taken over yet (the first few). Every element
 * React has hydrated, or drawn itself, carries its fiber under a `__reactFiber$…` key.
 */
function unhydratedParts(except: string): string[] {
  // (No inner functions: the test's compiler would wrap them in a helper the page does not have.)
  const root = document.getElementById('root');
  if (!root || !Object.keys(root).some((key) => key.startsWith('__reactContainer'))) return ['#root'];
  // Not the resources React hoists (an image's preload, a <meta>): they are no part of the page.
  const parts = [...root.querySelectorAll(':not(link, meta, title, style, script)')];
  return parts
    .filter((el) => !except || !el.closest(except))
    .filter((el) => !Object.keys(el).some((key) => key.startsWith('__reactFiber')))
    .slice(0, 5)
    .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`);
}

/**
 * Opens a page the server renders and waits until the app has taken all of it over (hydrated). Its
 * buttons are drawn by the server before the app's scripts arrive (they start once the page's main
 * photo is in), and a lazy part of the page (Show number, the footer) is hydrated only once its own
 * code has arrived, after the rest. React drops a click on a part it has not hydrated yet, as it would
 * for a person on a slow phone, so a journey that goes on to press one waits for the whole page.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitHydrated(page, url);
}

/** Waits until the app has taken over the open page, but for the elements `except` (a selector) names. */
export async function waitHydrated(page: Page, url = page.url(), except = ''): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const parts = await page.evaluate(unhydratedParts, except);
    if (!parts.length) return;
    if (Date.now() > deadline)
      throw new Error(`${url} did not hydrate in 20 s; not yet: ${parts.join(', ')}`);
    await page.waitForTimeout(50);
  }
}
