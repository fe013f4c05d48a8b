import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A strings file: nested objects of strings, read with dotted keys. */
export type Tree = { [key: string]: string | Tree };

/** The web app's source folder. */
export const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const ENGLISH = /(^|[-.])en\.json$/;

function englishFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? englishFiles(full) : ENGLISH.test(e.name) ? [full] : [];
  });
}

/**
 * Every strings file of the app with its Hindi twin's path. Strings travel in pairs of files beside
 * the code that loads them (en.json and hi.json, footer-en.json and footer-hi.json, refusal.en.json
 * and refusal.hi.json, …).
 */
export const STRINGS_FILES = englishFiles(SRC).map((en) => ({
  en,
  // On the file's name alone: in the whole path, 'en.json' follows a '/', which ENGLISH does not match.
  hi: path.join(path.dirname(en), path.basename(en).replace(ENGLISH, '$1hi.json')),
}));

export const readStrings = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;

/** Adds `from`'s keys into `into`, branch by branch, as i18next joins a page's strings (addResourceBundle, deep). */
function mergeInto(into: Tree, from: Tree) {
  for (const [key, value] of Object.entries(from)) {
    if (typeof value === 'string') into[key] = value;
    else mergeInto((into[key] ??= {}) as Tree, value);
  }
}

/** One language's strings once every page has loaded its own: all its files joined in one tree. */
export function allStrings(lang: 'en' | 'hi'): Tree {
  const tree: Tree = {};
  for (const pair of STRINGS_FILES) mergeInto(tree, readStrings(pair[lang]));
  return tree;
}
