import fs from 'node:fs';
import path from 'node:path';
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
import { allStrings, SRC, type Tree } from '../test/strings-files';

// Every strings file joined, as the app has them once each page has loaded its own.
const en = allStrings('en');
const hi = allStrings('hi');

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
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) used.set(m[1]!, path.relative(SRC, file));
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
    ...PERSON_REPORT_REASONS.map((r) => `report.reasons.${r}`),
    ...ALL_REPORT_REASONS.map((r) => `admin.reasons.${r}`),
    ...AUDIT_ACTIONS.map((a) => `admin.actions.${a}`),
    ...SCAM_KINDS.flatMap((k) => ['name', 'trick', 'do'].map((part) => `trust.kinds.${k}.${part}`)),
  ];

  it('exist in English and in Hindi for every offer status and notification kind', () => {
    expect(keys.filter((key) => !has(en, key) || !has(hi, key))).toEqual([]);
  });
});
