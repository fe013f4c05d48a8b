import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ALL_REPORT_REASONS,
  AUDIT_ACTIONS,
  BLOCK_REFUSALS,
  LISTING_STATUSES,
  NOTIFICATION_KINDS,
  OFFER_STATUSES,
  REPORT_REASONS,
  SCAM_KINDS,
} from '@bazaar/shared';
import { describe, expect, it } from 'vitest';
import postingEn from '../features/posting/i18n/en.json';
import postingHi from '../features/posting/i18n/hi.json';
import chatEn from '../features/chat/i18n/en.json';
import chatHi from '../features/chat/i18n/hi.json';
import offersEn from '../features/offers/i18n/en.json';
import offersHi from '../features/offers/i18n/hi.json';
import notificationsEn from '../features/notifications/i18n/en.json';
import notificationsHi from '../features/notifications/i18n/hi.json';
import blocksEn from '../features/blocks/i18n/en.json';
import blocksHi from '../features/blocks/i18n/hi.json';
import refusalEn from '../features/blocks/i18n/refusal.en.json';
import refusalHi from '../features/blocks/i18n/refusal.hi.json';
import settingsEn from '../features/settings/i18n/en.json';
import settingsHi from '../features/settings/i18n/hi.json';
import moderationEn from '../features/moderation/i18n/en.json';
import moderationHi from '../features/moderation/i18n/hi.json';
import adminEn from '../features/admin/i18n/en.json';
import adminHi from '../features/admin/i18n/hi.json';
import trustEn from '../features/trust/i18n/en.json';
import trustHi from '../features/trust/i18n/hi.json';
import alertsEn from '../features/alerts/i18n/en.json';
import alertsHi from '../features/alerts/i18n/hi.json';
import saveSearchEn from '../features/alerts/i18n/save-en.json';
import saveSearchHi from '../features/alerts/i18n/save-hi.json';
import priceBandEn from '../features/price-band/i18n/en.json';
import priceBandHi from '../features/price-band/i18n/hi.json';
import insightsEn from '../features/insights/i18n/en.json';
import insightsHi from '../features/insights/i18n/hi.json';
import authEn from '../features/auth/i18n/en.json';
import authHi from '../features/auth/i18n/hi.json';
import footerEn from '../app/layout/i18n/footer-en.json';
import footerHi from '../app/layout/i18n/footer-hi.json';
import filtersEn from '../features/listings/i18n/filters-en.json';
import filtersHi from '../features/listings/i18n/filters-hi.json';
import accountEn from '../features/auth/i18n/account-en.json';
import accountHi from '../features/auth/i18n/account-hi.json';
import validationEn from './validation/en.json';
import validationHi from './validation/hi.json';
import adEn from '../features/listings/i18n/ad-en.json';
import adHi from '../features/listings/i18n/ad-hi.json';
import resultsEn from '../features/listings/i18n/results-en.json';
import resultsHi from '../features/listings/i18n/results-hi.json';
import favouritesPageEn from '../features/favourites/i18n/page-en.json';
import favouritesPageHi from '../features/favourites/i18n/page-hi.json';
import notFoundEn from '../components/ui/i18n/not-found-en.json';
import notFoundHi from '../components/ui/i18n/not-found-hi.json';
import appEn from './en.json';
import appHi from './hi.json';

// Posting's strings load with the posting pages (lazy) and join the same tree there.
const en = {
  ...appEn,
  ...postingEn,
  ...chatEn,
  ...offersEn,
  ...notificationsEn,
  ...settingsEn,
  ...moderationEn,
  ...adminEn,
  ...trustEn,
  ...authEn,
  ...footerEn,
  ...filtersEn,
  ...accountEn,
  ...validationEn,
};
const hi = {
  ...appHi,
  ...postingHi,
  ...chatHi,
  ...offersHi,
  ...notificationsHi,
  ...settingsHi,
  ...moderationHi,
  ...adminHi,
  ...trustHi,
  ...authHi,
  ...footerHi,
  ...filtersHi,
  ...accountHi,
  ...validationHi,
};
// Blocking's strings come in two files (the refusals alone travel with the ad page).
Object.assign(en, { blocks: { ...blocksEn.blocks, ...refusalEn.blocks } });
Object.assign(hi, { blocks: { ...blocksHi.blocks, ...refusalHi.blocks } });
// Fair prices, saved searches and insights bring theirs the same way.
// Both alerts files share the "alerts" branch: merged, not one replacing the other.
Object.assign(en, priceBandEn, insightsEn, { alerts: { ...alertsEn.alerts, ...saveSearchEn.alerts } });
Object.assign(hi, priceBandHi, insightsHi, { alerts: { ...alertsHi.alerts, ...saveSearchHi.alerts } });
// The pages' own parts of branches the app's file also has (listing.*, listings.*, search.*,
// favourites.*): merged key by key, as the translator does.
function mergeInto(into: Tree, from: Tree) {
  for (const [key, value] of Object.entries(from)) {
    if (typeof value === 'string') into[key] = value;
    else mergeInto((into[key] ??= {}) as Tree, value);
  }
}
for (const part of [adEn, resultsEn, favouritesPageEn, notFoundEn]) mergeInto(en, part);
for (const part of [adHi, resultsHi, favouritesPageHi, notFoundHi]) mergeInto(hi, part);

type Tree = { [key: string]: string | Tree };

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

const has = (tree: Tree, key: string) =>
  typeof key
    .split('.')
    .reduce<string | Tree | undefined>((node, k) => (node as Tree | undefined)?.[k], tree) === 'string';

describe('strings the code asks for', () => {
  // Every t('a.b') with a literal key; a typo or a key added to the code but not the files fails here.
  const used = new Map<string, string>();
  for (const file of sourceFiles(src)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) used.set(m[1]!, path.relative(src, file));
  }

  it('finds the keys the code uses', () => {
    expect(used.size).toBeGreaterThan(50);
  });

  it('exist in English and in Hindi', () => {
    const missing = [...used]
      .filter(([key]) => !has(en, key) || !has(hi, key))
      .map(([k, f]) => `${k} (${f})`);
    expect(missing).toEqual([]);
  });
});

describe('strings chosen by a value from the API', () => {
  // t(`offers.status.${status}`) and t(`notifications.kind.${kind}`): the keys come from the shared
  // contract, so a status or kind added there needs its text in both languages.
  const keys = [
    ...OFFER_STATUSES.map((s) => `offers.status.${s}`),
    ...NOTIFICATION_KINDS.map((k) => `notifications.kind.${k}`),
    ...Object.values(BLOCK_REFUSALS).map((code) => `blocks.refusal.${code}`),
    ...LISTING_STATUSES.map((s) => `myAds.status.${s}`),
    ...LISTING_STATUSES.map((s) => `admin.status.${s}`),
    ...REPORT_REASONS.map((r) => `report.reasons.${r}`),
    ...ALL_REPORT_REASONS.map((r) => `admin.reasons.${r}`),
    ...AUDIT_ACTIONS.map((a) => `admin.actions.${a}`),
    ...SCAM_KINDS.flatMap((k) => ['name', 'trick', 'do'].map((part) => `trust.kinds.${k}.${part}`)),
  ];

  it('exist in English and in Hindi for every offer status and notification kind', () => {
    expect(keys.filter((key) => !has(en, key) || !has(hi, key))).toEqual([]);
  });
});
