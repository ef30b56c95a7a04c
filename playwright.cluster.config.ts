import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './e2e/support/chromium';

/**
 * The browser walk through the load balancer with a database failover mid-walk (issue 25, decision
 * 053 addendum). Run by `node --import tsx scripts/cluster/test-walk.ts` (a step of `npm test`), which
 * picks the test cluster's ports and stops every process it started, however the walk ends. The walk
 * starts the cluster itself (scripts/cluster), so a missing HAProxy or pg_auto_failover is a failed
 * test, never a skipped one.
 */
export default defineConfig({
  testDir: 'e2e/cluster',
  testMatch: '**/*.walk.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'tmp/playwright-results-cluster.json' }]],
  outputDir: 'tmp/test-results-cluster',
  use: {
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
