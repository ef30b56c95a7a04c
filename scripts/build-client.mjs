#!/usr/bin/env node
// `npm run build:client`: Vite's build of the single-page app, then the prerendered public pages,
// always in production mode whatever the shell's NODE_ENV (issue 36), then a check that what was
// written is a production client (checkProductionClient).
import { spawnSync } from 'node:child_process';
import { clientBuildEnv } from './build-stamp.mjs';
import { checkProductionClient } from './check-production-client.mjs';

const env = clientBuildEnv();
for (const cmd of [['npx', 'vite', 'build'], ['npx', 'tsx', 'scripts/prerender.tsx']]) {
  const result = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const problems = checkProductionClient('dist/client');
if (problems.length > 0) {
  console.error(`The client build is not a production build:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
