import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = {
  '#shared': `${root}src/shared`,
  '#server': `${root}src/server`,
  '#client': `${root}src/client`,
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}', 'eslint/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['src/test-support/fail-on-console-error.ts', 'src/test-support/i18n-english.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          // Claims about time: run alone, last (project 'quiet'), not beside the browser shards.
          exclude: ['**/node_modules/**', 'src/server/**/*.quiet.test.ts'],
          setupFiles: ['src/test-support/fail-on-console-error.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // One worker runs every file in turn with its modules kept: each file still gets its own
          // database, but not a fresh import of the whole server (decision 046: 2.7 s a file).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // Tests that measure time (the answer floors): `npm test` runs them alone, after every other step.
          name: 'quiet',
          environment: 'node',
          include: ['src/server/**/*.quiet.test.ts'],
          setupFiles: ['src/test-support/fail-on-console-error.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
