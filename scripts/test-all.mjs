#!/usr/bin/env node
// `npm test`: unit tests, server tests on the embedded PostgreSQL server, the same server tests on
// the PostgreSQL server of TEST_DATABASE_URL when it is set (CI: the system PostgreSQL 15, the oldest
// we support), then the browser tests against the built app on the real server.
// Ends with one line 'N passed, N failed' and a non-zero exit code on any failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

fs.mkdirSync('tmp', { recursive: true });
const steps = [
  { name: 'unit', cmd: ['npx', 'vitest', 'run', '--project', 'unit', '--reporter=default', '--reporter=json', '--outputFile=tmp/vitest-unit.json'], report: 'tmp/vitest-unit.json' },
  { name: 'server (embedded PostgreSQL)', env: { TEST_DB: 'embedded' }, cmd: ['npx', 'vitest', 'run', '--project', 'server', '--reporter=default', '--reporter=json', '--outputFile=tmp/vitest-server-embedded.json'], report: 'tmp/vitest-server-embedded.json' },
];
if (process.env.TEST_DATABASE_URL) {
  steps.push({
    name: 'server (PostgreSQL)',
    env: { TEST_DB: 'postgres' },
    cmd: ['npx', 'vitest', 'run', '--project', 'server', '--reporter=default', '--reporter=json', '--outputFile=tmp/vitest-server-pg.json'],
    report: 'tmp/vitest-server-pg.json',
  });
} else {
  console.log('TEST_DATABASE_URL is not set: the server tests run on the embedded PostgreSQL only.');
}
steps.push({ name: 'build', cmd: ['npm', 'run', 'build'] });
steps.push({ name: 'browser (Playwright + Chromium)', cmd: ['npx', 'playwright', 'test'], report: 'tmp/playwright-results.json', kind: 'playwright' });

let passed = 0;
let failed = 0;
const summary = [];
for (const step of steps) {
  if (step.report) fs.rmSync(step.report, { force: true });
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const result = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = step.report ? readCounts(step.report, step.kind) : null;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  const ok = result.status === 0 && (!counts || counts.failed === 0) && (!step.report || (counts && counts.passed > 0));
  if (!ok && (!counts || counts.failed === 0)) failed += 1; // a step that broke without a test count still fails
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${step.name} (${seconds} s)${counts ? `: ${counts.passed} passed, ${counts.failed} failed` : ''}`);
}

console.log(`\n${summary.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

function readCounts(file, kind) {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (kind === 'playwright') {
      const s = data.stats ?? {};
      return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: (s.unexpected ?? 0) };
    }
    return { passed: data.numPassedTests ?? 0, failed: (data.numFailedTests ?? 0) + (data.numRuntimeErrorTestSuites ?? 0) };
  } catch {
    return null;
  }
}
