import { CITIES, formatNear, LOCALITIES, localitySlug, type ListingsPage } from '@bazaar/shared';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { gotoHydrated } from '../support/hydrated.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer;
let browser: Browser;
/** The locality of the demo data with the most Royal Enfield bikes: `pune.kothrud` and its names. */
let place: { near: string; city: string; locality: string };
/** The centre of that locality's city: the phone's location in the "use my location" journey. */
let bikeSpot: { latitude: number; longitude: number };

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const BRAND = 'Royal Enfield';

const api = async (query: string) => {
  const response = await fetch(`${server.url}/api/listings?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ListingsPage;
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const bikes = await api(`category=motorcycles&brand=${encodeURIComponent(BRAND)}&limit=60`);
  const counts = new Map<string, { near: string; city: string; locality: string; id: number; n: number }>();
  for (const bike of bikes.items) {
    const slug = localitySlug(bike.locality);
    if (!(LOCALITIES[bike.city] ?? []).some((name) => localitySlug(name) === slug)) continue;
    const near = `${bike.city}.${slug}`;
    const seen = counts.get(near) ?? { near, city: bike.city, locality: bike.locality, id: bike.id, n: 0 };
    counts.set(near, { ...seen, n: seen.n + 1 });
  }
  const most = [...counts.values()].sort((a, b) => b.n - a.n)[0]!;
  expect(most).toBeDefined();
  place = most;
  // Its city's centre: every locality of a city lies within 25 km of it.
  const city = CITIES.find((c) => c.slug === most.city)!;
  bikeSpot = { latitude: city.lat, longitude: city.lng };
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The ids of the ad cards on the page, in order (ad links are /products/{category}/{id}). */
const shownIds = (page: Page) =>
  page.locator('main ul li a[href^="/products/"]').evaluateAll((links) =>
    links
      .map((a) => /^\/products\/[^/]+\/(\d+)$/.exec(a.getAttribute('href') ?? '')?.[1])
      .filter((id): id is string => !!id)
      .map(Number),
  );

/** The distances the cards show, in km ("3.2 km away", "3.2 कि.मी. दूर"). */
const shownDistances = async (page: Page) =>
  (
    await page
      .locator('main ul li')
      .getByText(/(km away|कि\.मी\. दूर)$/)
      .allInnerTexts()
  ).map((text) => Number(text.replace(/,/g, '').match(/[\d.]+/)![0]));

const WORDS = {
  en: {
    filters: /^Filters/,
    choose: 'Choose a place',
    city: 'City',
    locality: 'Locality',
    distance: 'Distance',
    sort: 'Sort by',
    within: 'within 10 km',
    nearYou: 'Near you',
    useMyLocation: 'Use my location',
  },
  hi: {
    filters: /^फ़िल्टर/,
    choose: 'जगह चुनें',
    city: 'शहर',
    locality: 'इलाका',
    distance: 'दूरी',
    sort: 'क्रम',
    within: '10 कि.मी. के भीतर',
    nearYou: 'आपके पास',
    useMyLocation: 'मेरी लोकेशन लें',
  },
};
type Lang = keyof typeof WORDS;

async function open(lang: Lang, viewport: typeof PHONE, extra: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport, locale: lang === 'hi' ? 'hi-IN' : 'en-IN', ...extra });
  const page = await context.newPage();
  await gotoHydrated(page, `${server.url}/products/motorcycles`);
  // On a phone the filters fold away behind their button.
  if (viewport === PHONE) await page.getByRole('button', { name: WORDS[lang].filters }).click();
  return page;
}

/** What the API lists for the same question: the order and distances the page must show. */
const expected = (near: string, km: number) =>
  api(`category=motorcycles&brand=${encodeURIComponent(BRAND)}&near=${near}&km=${km}&sort=nearest`);

async function expectNearestFirst(page: Page, near: string, km: number) {
  const answer = await expected(near, km);
  expect(answer.items.length).toBeGreaterThan(0);
  const distances = answer.items.map((item) => item.distanceKm!);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  expect(distances.every((d) => d <= km)).toBe(true);
  await expect.poll(() => shownIds(page)).toEqual(answer.items.map((item) => item.id));
  const shown = await shownDistances(page);
  expect(shown).toEqual(distances.map((d) => Math.max(0.1, Math.round(d * 10) / 10)));
  // Nothing scrolls sideways, on a phone least of all.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe('a buyer looking for a bike nearby', () => {
  for (const lang of ['en', 'hi'] as const) {
    for (const [width, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      it(`finds Royal Enfields within 10 km of a locality, nearest first (${lang}, ${width})`, async () => {
        const words = WORDS[lang];
        const page = await open(lang, viewport);
        await page.getByRole('checkbox', { name: BRAND }).check();
        await page.waitForURL((url) => url.searchParams.get('brand') === BRAND);

        await page.getByRole('button', { name: words.choose }).click();
        await page.getByLabel(words.city, { exact: true }).selectOption(place.city);
        await page.waitForURL((url) => url.searchParams.get('near') === place.city);
        await page.getByLabel(words.locality, { exact: true }).selectOption(place.near.split('.')[1]!);
        await page.waitForURL((url) => url.searchParams.get('near') === place.near);
        await page.getByLabel(words.distance, { exact: true }).selectOption('10');
        await page.waitForURL((url) => url.searchParams.get('km') === '10');
        // Nearest first is offered once there is a place.
        await page.getByLabel(words.sort).selectOption('nearest');
        await page.waitForURL((url) => url.searchParams.get('sortBy') === 'nearest');

        const chip = page.locator('main').getByRole('button', { name: new RegExp(place.locality) });
        await expect.poll(() => chip.innerText()).toContain(words.within);
        await expectNearestFirst(page, place.near, 10);

        // The address alone brings the same list back, drawn by the server with its distances.
        const html = await (await fetch(page.url(), { headers: { 'accept-language': lang } })).text();
        expect(html).toContain(lang === 'en' ? 'km away' : 'कि.मी. दूर');

        // Removing the place drops its radius and the nearest-first order with it.
        await chip.click();
        await page.waitForURL((url) => !url.searchParams.has('near'));
        const url = new URL(page.url());
        expect(url.searchParams.has('km')).toBe(false);
        expect(url.searchParams.has('sortBy')).toBe(false);
        expect(url.searchParams.get('brand')).toBe(BRAND);
        await page.context().close();
      });
    }
  }

  it('uses the phone’s location when allowed', async () => {
    const page = await open('en', PHONE, { geolocation: bikeSpot, permissions: ['geolocation'] });
    // Rounded to about 100 m: the address names an area, not a front door.
    const near = formatNear({ kind: 'point', lat: bikeSpot.latitude, lng: bikeSpot.longitude });
    await page.getByRole('checkbox', { name: BRAND }).check();
    await page.getByRole('button', { name: WORDS.en.choose }).click();
    await page.getByRole('button', { name: WORDS.en.useMyLocation }).click();
    await page.waitForURL((url) => url.searchParams.get('near') === near);
    await page.getByLabel(WORDS.en.distance, { exact: true }).selectOption('25');
    await page.getByLabel(WORDS.en.sort).selectOption('nearest');
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'nearest');
    const chip = page.locator('main').getByRole('button', { name: /Near you/ });
    await expect.poll(() => chip.innerText()).toContain(`${WORDS.en.nearYou} · within 25 km`);
    await expectNearestFirst(page, near, 25);
    await page.context().close();
  });

  it('says so in Hindi when the location is refused, and a city still works', async () => {
    const page = await open('hi', DESKTOP, { permissions: [] });
    await page.getByRole('button', { name: WORDS.hi.choose }).click();
    await page.getByRole('button', { name: WORDS.hi.useMyLocation }).click();
    await expect.poll(() => page.getByText('साइट सेटिंग में अनुमति दें').isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.has('near')).toBe(false);
    await page.getByLabel(WORDS.hi.city, { exact: true }).selectOption(place.city);
    await page.waitForURL((url) => url.searchParams.get('near') === place.city);
    await page.context().close();
  });
});
