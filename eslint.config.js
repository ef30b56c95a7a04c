import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import boundaries from './eslint/feature-boundaries.js';
import literalText from './eslint/no-literal-text.js';
import literalMessage from './eslint/no-literal-message.js';

/** The server's feature folders (decision 048, server half); every other folder of src/server/ is infrastructure. */
const serverFeatures = [
  'admin', 'billing', 'community', 'contact', 'credit', 'customers', 'daily-logs', 'dashboard', 'employees', 'exports',
  'health', 'payroll', 'public-config', 'push', 'reports', 'session', 'settings', 'signup', 'statements', 'stores',
];

const restrict = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'tmp/**', 'data/**', 'src/server/db/migrations/**', 'playwright-report/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  // Code files stay small (STYLE.md; issue 36 found two over 250 lines): tests, the text catalogues and
  // generated types are not code to read and are left out.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.d.ts', 'src/client/i18n/locales/**', 'src/**/texts/**'],
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  // Imports run one way: client and server import shared; shared imports neither;
  // the client imports nothing from the server but types.
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['#server/*', '#client/*', '**/server/**', '**/client/**'], message: 'shared imports neither server nor client' },
      { group: ['react', 'react-dom', 'hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'node:*'], message: 'shared is pure TypeScript' },
    ]),
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['#server/*', '**/server/**'], allowTypeImports: true, message: 'the client imports nothing from the server but types' },
    ]),
  },
  // A client feature reaches another feature only through its index.ts (decision 048). The app's
  // route tables may still load a feature's pages lazily with import(): each page stays its own chunk.
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { local: boundaries },
    rules: {
      'local/feature-boundaries': [
        'error',
        { featuresDir: 'src/client/features', aliases: { '#client': 'src/client' }, allowDynamicImportsOutsideFeatures: true },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict([{ group: ['#client/*', '**/client/**', 'react', 'react-dom'], message: 'the server does not import the client' }]),
  },
  // The data layer knows nothing of HTTP (issue 9, finding 14).
  {
    files: ['src/server/db/**/*.ts'],
    rules: restrict([
      { group: ['#client/*', '**/client/**', 'react', 'react-dom'], message: 'the server does not import the client' },
      { group: ['../http/*', '#server/http/*', 'hono', 'hono/*'], message: 'the data layer does not know HTTP' },
    ]),
  },
  // Every text a person reads in the app goes through the catalogue (issue 27, decision 059); the
  // prerendered public pages through their texts/<language>/ modules (decision 066).
  {
    files: ['src/client/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18n: literalText },
    rules: { 'i18n/no-literal-text': 'error' },
  },
  // …and outside JSX (issue 36, decision 076): toasts, browser dialogs, Errors, document.title, the
  // visible-text properties of objects, in every client module; dates and numbers in the person's
  // language (no hard-coded locale) in the client and in the shared formatters it uses.
  {
    files: ['src/client/**/*.{ts,tsx}'],
    // The catalogues themselves: the app's and the public pages' (decision 066).
    ignores: ['**/*.test.{ts,tsx}', 'src/client/i18n/locales/**', 'src/client/public/texts/**'],
    plugins: { messages: literalMessage },
    rules: { 'messages/no-literal-message': 'error' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'src/shared/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { locale: literalMessage },
    rules: { 'locale/no-hard-coded-locale': 'error' },
  },
  // --- server features (decision 048, server half) ---------------------------------------------
  // A server feature (and api-routes, bootstrap, cli, the infrastructure) imports a feature only
  // through its public entry, <feature>/index.ts; the other folders of src/server/ are shared
  // infrastructure. Tests and test support may reach into a feature to set up data.
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-test-support.ts', 'src/server/test/**'],
    plugins: { local: boundaries },
    rules: {
      'local/feature-boundaries': [
        'error',
        { featuresDir: 'src/server', features: serverFeatures, aliases: { '#server': 'src/server' }, shared: 'an infrastructure module (db/, storage/, config/…) or src/shared' },
      ],
    },
  },
  // --- end server features ---------------------------------------------------------------------
);
