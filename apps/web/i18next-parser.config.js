// i18next-parser's settings for `npm run lint` (scripts/check-strings.ts): it reads every t('key')
// in the app and checks that the English and Hindi catalogues have it, with the plural forms each
// language needs when a count is given. The catalogues are split into files that travel with their
// features, so the check joins them into one per language in a scratch folder and points the parser
// there; it never writes into src/.
const catalogues = process.env.STRINGS_CHECK_DIR;
if (!catalogues) throw new Error('Run the strings check with `npx tsx scripts/check-strings.ts`.');

export default {
  input: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/test/**'],
  output: `${catalogues}/$LOCALE/$NAMESPACE.json`,
  locales: ['en', 'hi'],
  defaultNamespace: 'translation',
  // As the app's i18next is set up (src/i18n/instance.ts): dotted keys, one namespace.
  keySeparator: '.',
  namespaceSeparator: false,
  pluralSeparator: '_',
  lexers: {
    ts: [{ lexer: 'JavascriptLexer', functions: ['t'] }],
    tsx: [{ lexer: 'JsxLexer', functions: ['t'] }],
  },
  // Keys chosen at run time (t(`offers.status.${status}`)) are not in the code as text: keep them.
  // src/i18n/keys.test.ts checks those against the values they come from.
  keepRemoved: true,
  createOldCatalogs: false,
  // The check itself; scripts/check-strings.ts turns it off only to list what a failed check lacks.
  failOnUpdate: process.env.STRINGS_CHECK_LIST !== 'yes',
  sort: false,
};
