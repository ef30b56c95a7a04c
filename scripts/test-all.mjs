#!/usr/bin/env node
// `npm test`: unit tests, server tests on the embedded PostgreSQL server, the same server tests on
// the PostgreSQL server of TEST_DATABASE_URL when it is set (CI: the system PostgreSQL 15, the oldest
// we support), then the browser tests against the built app on the real server.
//
// Steps that do not share anything run side by side (decision 046): first the unit tests, both
// server passes (each on its own database server) and the build; once the build is done, the
// browser tests in E2E_SHARDS shards (default 2), each against its own stack (app, embedded
// PostgreSQL, SMTP, Stripe stand-in) on its own port; once the build and either the browser shards or the
// server passes are done, the cluster walk (issue 25). TEST_SEQUENTIAL=1 runs every step one after another, as before.
// Last, alone: the tests that measure time (*.quiet.test.ts, project quiet).
// Each step's output goes to tmp/test-logs/<step>.log and is printed whole when the step ends.
// Ends with one line 'N passed, N failed' and a non-zero exit code on any failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const LOGS = 'tmp/test-logs';
fs.mkdirSync(LOGS, { recursive: true });
const sequential = process.env.TEST_SEQUENTIAL === '1';
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));

const vitest = (project, report) => ['npx', 'vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${report}`];
const firstPhase = [
  { name: 'unit', cmd: vitest('unit', 'tmp/vitest-unit.json'), report: 'tmp/vitest-unit.json' },
  { name: 'server (embedded PostgreSQL)', env: { TEST_DB: 'embedded' }, cmd: vitest('server', 'tmp/vitest-server-embedded.json'), report: 'tmp/vitest-server-embedded.json' },
];
if (process.env.TEST_DATABASE_URL) {
  firstPhase.push({ name: 'server (PostgreSQL)', env: { TEST_DB: 'postgres' }, cmd: vitest('server', 'tmp/vitest-server-pg.json'), report: 'tmp/vitest-server-pg.json' });
} else {
  console.log('TEST_DATABASE_URL is not set: the server tests run on the embedded PostgreSQL only.');
}
// Built under NODE_ENV=test on purpose (issue 36): the client must come out a production build whatever
// the shell's NODE_ENV; e2e/production-client.spec.ts checks the one the browser tests are served.
firstPhase.push({ name: 'build', env: { NODE_ENV: 'test' }, cmd: ['npm', 'run', 'build'] });

const browserPhase = [];
for (let shard = 1; shard <= shards; shard += 1) {
  const port = 3100 + shard - 1;
  browserPhase.push({
    name: shards === 1 ? 'browser (Playwright + Chromium)' : `browser ${shard}/${shards} (Playwright + Chromium)`,
    env: { E2E_PORT: String(port) },
    cmd: ['npx', 'playwright', 'test', ...(shards === 1 ? [] : [`--shard=${shard}/${shards}`])],
    report: `tmp/playwright-results-${port}.json`,
    kind: 'playwright',
  });
}

// Issue 25's walk: HAProxy in front of two instances on a pg_auto_failover primary and standby (ports
// 3210-3212, 5451-5453), the primary killed mid-walk. It needs the build, and starts once either the
// browser shards or the server passes are over (five PostgreSQL servers, two instances and a browser
// beside all of them on 2 cores would slow every step). Missing HAProxy or pg_auto_failover fails it.
const clusterStep = {
  name: 'cluster walk (HAProxy + pg_auto_failover, Playwright + Chromium)',
  cmd: ['node', '--import', 'tsx', 'scripts/cluster/test-walk.ts'],
  report: 'tmp/playwright-results-cluster.json',
  kind: 'playwright',
};

// Tests that measure time (answer floors) run last and alone: on 2 cores beside the browser shards
// their medians drift by tens of milliseconds (decision 046).
const quietStep = { name: 'timing, alone (embedded PostgreSQL)', env: { TEST_DB: 'embedded' }, cmd: vitest('quiet', 'tmp/vitest-quiet.json'), report: 'tmp/vitest-quiet.json' };

const started = Date.now();
const machineAtStart = machineTimes();
// The machine's use each minute (all its processes, the database servers included): tells a step that
// waits from a machine that is full.
const minutes = [];
let lastMinute = machineAtStart;
const minuteTimer = setInterval(() => {
  const now = machineTimes();
  minutes.push(machineUse(lastMinute, now));
  lastMinute = now;
}, 60_000);
minuteTimer.unref();
const results = [];
if (sequential) {
  for (const step of [...firstPhase, ...browserPhase, clusterStep]) results.push(await runStep(step));
} else {
  // The browser shards need only the build: they start as soon as it is done, beside the server passes.
  const build = firstPhase.find((step) => step.name === 'build');
  const others = firstPhase.filter((step) => step !== build).map(runStep);
  const built = runStep(build);
  const browser = built.then(async (result) => [result, ...(await Promise.all(browserPhase.map(runStep)))]);
  // The walk takes the place of whichever finishes first: the browser shards or the server passes.
  const cluster = Promise.all([built, Promise.race([browser, Promise.all(others)])]).then(() => runStep(clusterStep));
  results.push(...(await Promise.all(others)), ...(await browser), await cluster);
}
results.push(await runStep(quietStep));

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\n${results.map((r) => r.line).join('\n')}`);
console.log(`all steps: ${((Date.now() - started) / 1000).toFixed(1)} s`);
clearInterval(minuteTimer);
const whole = machineUse(machineAtStart, machineTimes());
if (whole) {
  console.log(`machine (${whole.cores} cores): busy ${whole.busy} %, waiting for the disk ${whole.iowait} %, idle ${whole.idle} % of the run`);
  console.log(`busy % by minute: ${minutes.map((m) => m?.busy ?? '?').join(' ')}`);
}
// The failures once more, last and short: a CI log is often read from its tail only.
const failures = results.flatMap((r) => r.failures);
if (failures.length > 0) console.log(`\nwhat failed:\n${failures.map((f) => `- ${f}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

function runStep(step) {
  if (step.report) fs.rmSync(step.report, { force: true });
  const logFile = `${LOGS}/${step.name.replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, '')}.log`;
  const log = fs.openSync(logFile, 'w');
  console.log(`=== started: ${step.name} (output in ${logFile})`);
  const began = Date.now();
  return new Promise((resolve) => {
    // The CPU a step used (its process tree, as far as each parent waited for its children; not a
    // shared system PostgreSQL's): GNU time, when installed, writes it for the summary line.
    const cpuFile = `${logFile}.cpu`;
    fs.rmSync(cpuFile, { force: true });
    const cmd = fs.existsSync('/usr/bin/time') ? ['/usr/bin/time', '-q', '-f', '%U %S', '-o', cpuFile, ...step.cmd] : step.cmd;
    const child = spawn(cmd[0], cmd.slice(1), { stdio: ['ignore', log, log], env: { ...process.env, ...step.env } });
    child.on('error', (error) => fs.writeSync(log, `\n${error.stack}\n`));
    child.on('close', (status) => {
      fs.closeSync(log);
      const seconds = ((Date.now() - began) / 1000).toFixed(1);
      console.log(`\n=== ${step.name}: exit ${status} after ${seconds} s ===`);
      process.stdout.write(fs.readFileSync(logFile, 'utf8'));
      const counts = step.report ? readCounts(step.report, step.kind) : null;
      const ok = status === 0 && (!counts || counts.failed === 0) && (!step.report || (counts && counts.passed > 0));
      // A step that broke without a test count still fails.
      const failedCount = (counts?.failed ?? 0) + (!ok && (!counts || counts.failed === 0) ? 1 : 0);
      const failures = ok ? [] : failuresOf(step, logFile);
      resolve({
        failures,
        passed: counts?.passed ?? 0,
        failed: failedCount,
        line: `${ok ? 'ok  ' : 'FAIL'} ${step.name} (${seconds} s${cpuOf(cpuFile)})${counts ? `: ${counts.passed} passed, ${counts.failed} failed` : ''}`,
      });
    });
  });
}

/** Each failed test's name and the first lines of its error; for a step that broke without a report, its log's last lines. */
function failuresOf(step, logFile) {
  const short = (text, lines = 8) => String(text ?? '').replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '').split('\n').filter((l) => l.trim() && !/^\s+at /.test(l)).slice(0, lines).join('\n    ');
  try {
    const data = JSON.parse(fs.readFileSync(step.report, 'utf8'));
    const found = [];
    if (step.kind === 'playwright') {
      const walk = (suite) => {
        for (const spec of suite.specs ?? []) for (const t of spec.tests ?? []) for (const r of t.results ?? []) {
          if (r.status !== 'passed' && r.status !== 'skipped' && t.status === 'unexpected') found.push(`${step.name}: ${spec.file}: ${spec.title} (${r.status})\n    ${short(r.error?.message)}`);
        }
        for (const child of suite.suites ?? []) walk(child);
      };
      for (const suite of data.suites ?? []) walk(suite);
      for (const e of data.errors ?? []) found.push(`${step.name}: ${short(e.message)}`);
    } else {
      for (const file of data.testResults ?? []) {
        const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
        for (const a of failedTests) found.push(`${step.name}: ${file.name.replace(process.cwd() + '/', '')}: ${a.fullName}\n    ${short(a.failureMessages?.[0])}`);
        if (failedTests.length === 0 && file.status === 'failed') found.push(`${step.name}: ${file.name.replace(process.cwd() + '/', '')}\n    ${short(file.message)}`);
      }
    }
    if (found.length > 0) return found;
  } catch {
    // No report: fall through to the log.
  }
  const tail = fs.readFileSync(logFile, 'utf8').split('\n').filter((l) => l.trim()).slice(-12).join('\n    ');
  return [`${step.name}: the end of its log:\n    ${tail}`];
}

/** The machine's CPU time counters from /proc/stat (jiffies): null where there is none. */
function machineTimes() {
  try {
    const lines = fs.readFileSync('/proc/stat', 'utf8').split('\n');
    const [user, nice, system, idle, iowait, irq, softirq, steal] = lines[0].trim().split(/\s+/).slice(1).map(Number);
    return { busy: user + nice + system + irq + softirq + steal, idle, iowait, cores: lines.filter((l) => /^cpu\d/.test(l)).length };
  } catch {
    return null;
  }
}

/** Per cent of the machine's CPU time busy, waiting for the disk and idle between two readings. */
function machineUse(from, to) {
  if (!from || !to) return null;
  const busy = to.busy - from.busy;
  const idle = to.idle - from.idle;
  const iowait = to.iowait - from.iowait;
  const all = busy + idle + iowait || 1;
  const pct = (n) => Math.round((100 * n) / all);
  return { cores: to.cores, busy: pct(busy), iowait: pct(iowait), idle: pct(idle) };
}

function cpuOf(file) {
  try {
    const [user, system] = fs.readFileSync(file, 'utf8').trim().split('\n').pop().split(' ').map(Number);
    return Number.isFinite(user + system) ? `, CPU ${(user + system).toFixed(0)} s` : '';
  } catch {
    return '';
  }
}

function readCounts(file, kind) {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (kind === 'playwright') {
      const s = data.stats ?? {};
      return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0 };
    }
    return { passed: data.numPassedTests ?? 0, failed: (data.numFailedTests ?? 0) + (data.numRuntimeErrorTestSuites ?? 0) };
  } catch {
    return null;
  }
}
