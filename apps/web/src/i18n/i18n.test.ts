import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import postingEn from '../features/posting/i18n/en.json';
import postingHi from '../features/posting/i18n/hi.json';
import chatEn from '../features/chat/i18n/en.json';
import chatHi from '../features/chat/i18n/hi.json';
import offersEn from '../features/offers/i18n/en.json';
import offersHi from '../features/offers/i18n/hi.json';
import notificationsEn from '../features/notifications/i18n/en.json';
import notificationsHi from '../features/notifications/i18n/hi.json';
import appEn from './en.json';
import appHi from './hi.json';
import { readStrings, SRC, STRINGS_FILES, type Tree } from '../test/strings-files';

// Posting's strings load with the posting pages (lazy) and join the same tree there.
const en = { ...appEn, ...postingEn, ...chatEn, ...offersEn, ...notificationsEn };
const hi = { ...appHi, ...postingHi, ...chatHi, ...offersHi, ...notificationsHi };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`),
  );
}

const placeholders = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

function lookup(tree: Tree, path: string): string {
  return path.split('.').reduce<string | Tree>((node, k) => (node as Tree)[k]!, tree) as string;
}

describe('translations', () => {
  const enKeys = keys(en).sort();
  const hiKeys = keys(hi).sort();

  it('has every English key in Hindi', () => {
    expect(enKeys.filter((k) => !hiKeys.includes(k))).toEqual([]);
  });

  it('has no Hindi key missing in English', () => {
    expect(hiKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    for (const key of enKeys) {
      expect(placeholders(lookup(hi, key)), key).toEqual(placeholders(lookup(en, key)));
    }
  });

  it('has no empty strings', () => {
    for (const key of enKeys) {
      expect(lookup(en, key).trim(), key).not.toBe('');
      expect(lookup(hi, key).trim(), key).not.toBe('');
    }
  });
});

describe('every strings file', () => {
  it('finds the pages’ strings files', () => {
    expect(STRINGS_FILES.length).toBeGreaterThan(20);
  });

  it('has a Hindi twin with the same keys and placeholders', () => {
    for (const { en: enFile, hi: hiFile } of STRINGS_FILES) {
      const name = path.relative(SRC, enFile);
      expect(fs.existsSync(hiFile), name).toBe(true);
      const [enTree, hiTree] = [readStrings(enFile), readStrings(hiFile)];
      expect(keys(hiTree).sort(), name).toEqual(keys(enTree).sort());
      for (const key of keys(enTree))
        expect(placeholders(lookup(hiTree, key)), `${name} ${key}`).toEqual(
          placeholders(lookup(enTree, key)),
        );
    }
  });
});
