import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

// Posting's strings load with the posting pages (lazy) and join the same tree there.
const en = { ...appEn, ...postingEn, ...chatEn, ...offersEn, ...notificationsEn };
const hi = { ...appHi, ...postingHi, ...chatHi, ...offersHi, ...notificationsHi };

type Tree = { [key: string]: string | Tree };

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
  // Strings travel in pairs of files beside the code that loads them (en.json and hi.json,
  // footer-en.json and footer-hi.json, refusal.en.json and refusal.hi.json, …).
  const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      return e.isDirectory() ? files(full) : /(^|[-.])en\.json$/.test(e.name) ? [full] : [];
    });
  const pairs = files(src).map((file) => [file, file.replace(/(^|[-.])en\.json$/, '$1hi.json')] as const);
  const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;

  it('finds the pages’ strings files', () => {
    expect(pairs.length).toBeGreaterThan(20);
  });

  it('has a Hindi twin with the same keys and placeholders', () => {
    for (const [enFile, hiFile] of pairs) {
      const name = path.relative(src, enFile);
      expect(fs.existsSync(hiFile), name).toBe(true);
      const [enTree, hiTree] = [read(enFile), read(hiFile)];
      expect(keys(hiTree).sort(), name).toEqual(keys(enTree).sort());
      for (const key of keys(enTree))
        expect(placeholders(lookup(hiTree, key)), `${name} ${key}`).toEqual(
          placeholders(lookup(enTree, key)),
        );
    }
  });
});
