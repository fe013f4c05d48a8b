// Prints the lines of code (comments and blank lines left out) of the framework around the pages:
// routing, the server render, assembling the document, page lists and i18n plumbing, in both apps.
// Issue goal: under 800. Features, components and tests are not counted. `npx tsx bench/framework-lines.ts`
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { root } from './support.ts';

const FRAMEWORK = {
  'web: routing': [
    'apps/web/src/app/routes.tsx',
    'apps/web/src/main.tsx',
    'apps/web/src/lib/lazy.ts',
    ...fs
      .readdirSync(path.join(root, 'apps/web/src/routing'))
      .filter((f) => !f.includes('.test.'))
      .map((f) => `apps/web/src/routing/${f}`),
  ],
  'web: server render': ['apps/web/src/entry-server.tsx', 'apps/web/src/lib/server-state.ts'],
  'web: i18n plumbing': [
    'apps/web/src/i18n/instance.ts',
    'apps/web/src/i18n/index.ts',
    'apps/web/src/i18n/useTranslation.ts',
    'apps/web/src/i18n/request-lang.ts',
    'apps/web/src/i18n/lang.ts',
    'apps/web/scripts/check-strings.ts',
  ],
  'api: pages and documents': [
    'apps/api/src/plugins/web.ts',
    'apps/api/src/plugins/server-render.ts',
    'apps/api/src/modules/seo/document.ts',
    'apps/api/src/modules/seo/page-assets.ts',
    'apps/api/src/modules/seo/app-start.ts',
  ],
};
const GOAL = 800;

/** Lines holding at least one token that is not a comment or white space. */
function codeLines(file: string): number {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.JSX, text);
  const lines = new Set<number>();
  const lineOf = (pos: number) => text.slice(0, pos).split('\n').length;
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    const start = scanner.getTokenStart();
    const end = scanner.getTokenEnd();
    for (let line = lineOf(start); line <= lineOf(end); line++) lines.add(line);
  }
  return lines.size;
}

let total = 0;
const rows = Object.entries(FRAMEWORK).map(([part, files]) => {
  const lines = files.reduce((sum, f) => sum + codeLines(f), 0);
  total += lines;
  return { part, files: files.length, lines };
});
console.table(rows);
console.log(`framework: ${total} lines of code (goal: under ${GOAL})`);
