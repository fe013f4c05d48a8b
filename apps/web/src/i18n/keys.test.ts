import {
  ALL_REPORT_REASONS,
  AUDIT_ACTIONS,
  BLOCK_REFUSALS,
  LISTING_STATUSES,
  NOTIFICATION_KINDS,
  OFFER_STATUSES,
  PERSON_REPORT_REASONS,
  REPORT_REASONS,
  SCAM_KINDS,
} from '@bazaar/shared';
import { describe, expect, it } from 'vitest';
import { allStrings, type Tree } from '../test/strings-files';

// Every strings file joined, as the app has them once each page has loaded its own.
const en = allStrings('en');
const hi = allStrings('hi');

const has = (tree: Tree, key: string) =>
  typeof key
    .split('.')
    .reduce<string | Tree | undefined>((node, k) => (node as Tree | undefined)?.[k], tree) === 'string';

// Keys written out in the code (t('nav.login'), t('chat.unread', { count })) are checked by
// i18next-parser in `npm run lint` (scripts/check-strings.ts). It cannot read a key built at run
// time; those are checked here, against the values they are built from.
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
    ...PERSON_REPORT_REASONS.map((r) => `report.reasons.${r}`),
    ...ALL_REPORT_REASONS.map((r) => `admin.reasons.${r}`),
    ...AUDIT_ACTIONS.map((a) => `admin.actions.${a}`),
    ...SCAM_KINDS.flatMap((k) => ['name', 'trick', 'do'].map((part) => `trust.kinds.${k}.${part}`)),
  ];

  it('exist in English and in Hindi for every offer status and notification kind', () => {
    expect(keys.filter((key) => !has(en, key) || !has(hi, key))).toEqual([]);
  });
});
