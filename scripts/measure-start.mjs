#!/usr/bin/env node
// Cold start: time from spawning the server (node + tsx) until /api/health answers, on a fresh
// data directory (creates and migrates the PGlite database) and on an existing one. 5 runs each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './lib/server.mjs';

const runs = Number(process.argv[2] ?? 5);
const fresh = [];
const existing = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-start-'));
for (let i = 0; i < runs; i++) {
  const s = await startServer({ port: 3210 + i });
  fresh.push(s.readyMs);
  await s.stop();
  fs.rmSync(s.dataDir, { recursive: true, force: true });
}
const first = await startServer({ port: 3230, dataDir });
await first.stop();
for (let i = 0; i < runs; i++) {
  const s = await startServer({ port: 3240 + i, dataDir });
  existing.push(s.readyMs);
  await s.stop();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (xs) => `median ${Math.round(median(xs))} ms (min ${Math.round(Math.min(...xs))}, max ${Math.round(Math.max(...xs))})`;
console.log(`fresh data directory (create + migrate): ${fmt(fresh)}`);
console.log(`existing data directory:                 ${fmt(existing)}`);
