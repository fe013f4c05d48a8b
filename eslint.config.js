import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // One i18next instance (apps/web/src/i18n/instance.ts) and a thin hook over its events:
      // react-i18next would add about 3 KB gzip to every page for the same work.
      'no-restricted-imports': [
        'error',
        {
          paths: ['i18next', 'react-i18next'].map((name) => ({
            name,
            message:
              'Use useTranslation from apps/web/src/i18n/useTranslation (addStrings from i18n/instance).',
          })),
        },
      ],
    },
  },
  {
    files: ['apps/web/src/i18n/instance.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The API's and the web app's test files share their workers' modules (isolate false in
    // apps/api/vitest.config.ts and vitest.config.ts), so a module mocked in one file would be mocked,
    // or not, in the files after it. A web test that must mock a module is named *.isolated.test.tsx.
    files: ['apps/api/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.isolated.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Test files share modules: pass a fake in instead of mocking a module, or name the file *.isolated.test.tsx.',
        })),
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ignores: ['apps/web/public/sw.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
