#!/usr/bin/env node
// `npm start`: build the client and the server only when their sources changed since the last
// build, then run the built server (dist/server/main.js) in this process.
// `npm run build` (--build): build both whatever the stamps say, and do not start.
// --built: build what changed, and do not start (the cluster scripts start the bundle themselves).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from './build-server.mjs';

const CLIENT_INPUTS = ['src/client', 'src/shared', 'public', 'index.html', 'public-page.html', 'vite.config.ts', 'scripts/vite-pwa-plugin.ts', 'scripts/vite-catalogue-plugin.ts', 'scripts/prerender.tsx', 'package-lock.json'];
const SERVER_INPUTS = ['src/server', 'src/shared', 'scripts/build-server.mjs', 'package-lock.json'];

/** A fingerprint of the inputs' paths, sizes and modification times (a stat per file, no reads). */
function fingerprint(inputs) {
  const hash = crypto.createHash('sha256');
  const visit = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) visit(path.join(p, name));
    } else {
      hash.update(`${p}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  inputs.forEach(visit);
  return hash.digest('hex');
}

const buildOnly = process.argv.includes('--build');
const builtOnly = process.argv.includes('--built');

async function ensureBuilt(name, inputs, output, build) {
  const stamp = path.join('dist', `.${name}-build`);
  const current = fingerprint(inputs);
  const isCurrent = fs.existsSync(output) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === current;
  if (isCurrent && !buildOnly) return;
  if (!buildOnly) console.log(`Building the ${name} (its sources changed since the last build)…`);
  await build();
  fs.writeFileSync(stamp, current);
}

await ensureBuilt('client', CLIENT_INPUTS, 'dist/client/index.html', () => {
  const result = spawnSync('npm', ['run', '-s', 'build:client'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
});
await ensureBuilt('server', SERVER_INPUTS, 'dist/server/main.js', buildServer);
if (!buildOnly && !builtOnly) await import('../dist/server/main.js');
