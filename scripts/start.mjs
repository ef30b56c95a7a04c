#!/usr/bin/env node
// `npm start`: build the client and the server only when their sources changed since the last
// build, then run the built server (dist/server/main.js) in this process.
// `npm run build` (--build): build both whatever the stamps say, and do not start.
// --built: build what changed, and do not start (the cluster scripts start the bundle themselves).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from './build-server.mjs';
import { CLIENT_BUILD_MODE, clientBuildEnv, fingerprint, isCurrent } from './build-stamp.mjs';

const CLIENT_INPUTS = ['src/client', 'src/shared', 'public', 'index.html', 'public-page.html', 'vite.config.ts', 'scripts/vite-pwa-plugin.ts', 'scripts/vite-catalogue-plugin.ts', 'scripts/prerender.tsx', 'scripts/build-client.mjs', 'scripts/build-stamp.mjs', 'scripts/check-production-client.mjs', 'package-lock.json'];
const SERVER_INPUTS = ['src/server', 'src/shared', 'scripts/build-server.mjs', 'package-lock.json'];

const buildOnly = process.argv.includes('--build');
const builtOnly = process.argv.includes('--built');

async function ensureBuilt(name, inputs, output, build, mode = '') {
  const stamp = path.join('dist', `.${name}-build`);
  const current = fingerprint(inputs, mode);
  if (isCurrent(stamp, output, current) && !buildOnly) return;
  if (!buildOnly) console.log(`Building the ${name} (its sources changed since the last build)…`);
  await build();
  fs.writeFileSync(stamp, current);
}

await ensureBuilt('client', CLIENT_INPUTS, 'dist/client/index.html', () => {
  // Always a production build, whatever the shell's NODE_ENV (issue 36; scripts/build-stamp.mjs).
  const result = spawnSync('npm', ['run', '-s', 'build:client'], { stdio: 'inherit', env: clientBuildEnv() });
  if (result.status !== 0) process.exit(result.status ?? 1);
}, `mode=${CLIENT_BUILD_MODE}`);
await ensureBuilt('server', SERVER_INPUTS, 'dist/server/main.js', buildServer);
if (!buildOnly && !builtOnly) await import('../dist/server/main.js');
