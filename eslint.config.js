import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { serverFeatureBoundaries } from './eslint/server-feature-boundaries.js';

/** The server's feature folders (decision 049); every other folder of src/server/ is infrastructure. */
export const serverFeatures = [
  'admin', 'billing', 'community', 'contact', 'credit', 'customers', 'daily-logs', 'dashboard', 'employees', 'exports',
  'health', 'payroll', 'public-config', 'push', 'reports', 'session', 'settings', 'signup', 'stores',
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
  // --- server features (decision 049) ---------------------------------------------------------
  // A server feature imports another feature only through its public entry (<feature>/index.ts);
  // everything else under src/server/ is shared infrastructure. Tests and test support may reach
  // into a feature to set up data.
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-test-support.ts', 'src/server/test/**'],
    plugins: { server: { rules: { 'feature-boundaries': serverFeatureBoundaries } } },
    rules: { 'server/feature-boundaries': ['error', { root: 'src/server', features: serverFeatures }] },
  },
  // --- end server features ---------------------------------------------------------------------
);
