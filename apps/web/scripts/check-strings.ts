// Fails when the code asks for a string that a catalogue lacks: a t('key') that is in no English
// file, a key missing in Hindi, or a counted phrase (t('key', { count })) without the plural forms
// its language needs (key_one, key_other). i18next-parser does the reading (i18next-parser.config.js)
// with failOnUpdate; when it fails, a second run without it shows which keys it would add.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allStrings, type Tree } from '../src/test/strings-files';

const LOCALES = ['en', 'hi'] as const;
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The package exports only its API (dist/index.js); its command sits beside it in bin/.
const cli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('i18next-parser')),
  '../bin/cli.js',
);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-strings-'));
const catalogue = (lang: string) => path.join(dir, lang, 'translation.json');

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`),
  );
}

function writeCatalogues() {
  for (const lang of LOCALES) {
    fs.mkdirSync(path.dirname(catalogue(lang)), { recursive: true });
    fs.writeFileSync(catalogue(lang), JSON.stringify(allStrings(lang), null, 2));
  }
}

const parse = (list = false) =>
  spawnSync(process.execPath, [cli, '--config', 'i18next-parser.config.js'], {
    cwd: web,
    env: { ...process.env, STRINGS_CHECK_DIR: dir, STRINGS_CHECK_LIST: list ? 'yes' : 'no' },
    encoding: 'utf8',
  });

try {
  writeCatalogues();
  const check = parse();
  if (check.status === 0) {
    console.log('Strings: every key the code uses is in English and Hindi.');
  } else {
    // Which keys: let the parser write what it would add, then compare with the catalogues.
    writeCatalogues();
    parse(true);
    const added = LOCALES.flatMap((lang) => {
      const have = new Set(keys(allStrings(lang)));
      const wanted = keys(JSON.parse(fs.readFileSync(catalogue(lang), 'utf8')) as Tree);
      return wanted.filter((key) => !have.has(key)).map((key) => `  ${lang}: ${key}`);
    });
    // Its own words, less the files it read and the keys built at run time it cannot read.
    const said = `${check.stdout}${check.stderr}`.split('\n').filter((line) => line.includes('[error]'));
    console.error(said.join('\n'));
    console.error(
      added.length
        ? `Strings missing from the catalogues (add them to the en.json/hi.json beside the code):\n${added.join('\n')}`
        : 'The strings check failed (see above).',
    );
    process.exitCode = 1;
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
