#!/usr/bin/env node
// Cold start of `npm start` (the builds current, as after a first start): time from spawning the
// command until /api/health and the landing page both answer 200, on a fresh data directory (the
// embedded PostgreSQL cluster is created and migrated) and on an existing one (the server stopped in
// between). 5 runs each (argument: another count), median and max; then the memory (RSS and PSS) of
// the app and of the database processes right after a start. `npm run measure:start`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { startServer } from './lib/server.mjs';

const runs = Number(process.argv[2] ?? 5);
console.log('building once (npm start would, the first time)…');
if (spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);

const command = ['npm', 'start'];
const landing = async (origin) => (await fetch(`${origin}/`)).status === 200;
const fresh = [];
const existing = [];
for (let i = 0; i < runs; i++) {
  const s = await startServer({ port: 3210 + i, command, ready: landing });
  fresh.push(s.readyMs);
  await s.stop();
  fs.rmSync(s.dataDir, { recursive: true, force: true });
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-start-'));
const first = await startServer({ port: 3230, dataDir, command, ready: landing });
await first.stop();
for (let i = 0; i < runs; i++) {
  const s = await startServer({ port: 3240 + i, dataDir, command, ready: landing });
  existing.push(s.readyMs);
  await s.stop();
}
const memory = await startServer({ port: 3250, dataDir, command, ready: landing });
const app = processMemory(memory.appPid());
const database = postgresMemory(dataDir);
await memory.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (xs) => `median ${Math.round(median(xs))} ms, max ${Math.round(Math.max(...xs))} ms (min ${Math.round(Math.min(...xs))}; ${xs.map(Math.round).join(', ')})`;
console.log(`\`npm start\` until /api/health and / answer, ${runs} runs each, load average ${os.loadavg().map((x) => x.toFixed(2)).join(' / ')}:`);
console.log(`  fresh data directory (cluster created + migrations): ${fmt(fresh)}`);
console.log(`  existing data directory:                            ${fmt(existing)}`);
console.log(`memory right after a start: app (node) RSS ${app.rss} MB, PSS ${app.pss} MB; PostgreSQL (${database.processes} processes) RSS ${database.rss} MB, PSS ${database.pss} MB`);

function processMemory(pid) {
  const kb = (file, key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(fs.readFileSync(file, 'utf8'))?.[1] ?? 0);
  try {
    return { rss: Math.round(kb(`/proc/${pid}/status`, 'VmRSS') / 1024), pss: Math.round(kb(`/proc/${pid}/smaps_rollup`, 'Pss') / 1024) };
  } catch {
    return { rss: 0, pss: 0 };
  }
}

function postgresMemory(dir) {
  const pid = Number(fs.readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  const all = [pid, ...children].map(processMemory);
  const sum = (key) => Math.round(all.reduce((total, m) => total + m[key], 0));
  return { processes: all.length, rss: sum('rss'), pss: sum('pss') };
}
