import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './e2e/support/chromium';
import { E2E_ORIGIN } from './e2e/support/stack';

const executablePath = findChromium();
// Two stacks may run side by side on their own ports (CI's two shards, decision 046): each keeps its own results.
const runTag = process.env.E2E_PORT ? `-${process.env.E2E_PORT}` : '';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `tmp/playwright-results${runTag}.json` }]],
  outputDir: `tmp/test-results${runTag}`,
  use: {
    baseURL: E2E_ORIGIN,
    // A trace records DOM snapshots and screenshots of every action of every test: CPU the two
    // shards share (decision 046). Off by default; E2E_TRACE=1 keeps one for each failed test.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, grepInvert: /@mobile-only/ },
    { name: 'mobile', use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 } }, grep: /@mobile/ },
  ],
  webServer: {
    command: 'node --import tsx e2e/support/start-stack.ts',
    url: `${E2E_ORIGIN}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Ask the stack to stop (it stops the app, which stops its embedded PostgreSQL) instead of
    // killing it: a killed app leaves its database server running, by design, for the next start.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
