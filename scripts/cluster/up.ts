// npm run cluster:up — production topology on one Linux machine (docs/deploy.md, decision 053):
// HAProxy on :3200 in front of three app instances (:3201-3203), on a PostgreSQL primary and a
// synchronous standby managed by pg_auto_failover (monitor :5441, nodes :5442/:5443), all under
// tmp/cluster/. Run again, it starts what is not running. npm run cluster:down stops it all.
import fs from 'node:fs';
import path from 'node:path';
import { appCount, balancerOrigin, databaseReadUrl, databaseUrl, nodes, paths, ports, repoRoot } from './layout';
import { buildApp, startApp, startBalancer, stopApp } from './apps';
import { prepareDirectories, primaryNode, startMonitor, startNode, waitForPair } from './database';
import { ensurePrerequisites } from './prerequisites';
import { waitFor } from './processes';

export async function clusterUp(log: (line: string) => void = console.log): Promise<void> {
  ensurePrerequisites();
  prepareDirectories();
  log('Building the app when its sources changed…');
  const bundle = path.join(repoRoot, 'dist/server/main.js');
  const builtBefore = fs.existsSync(bundle) ? fs.statSync(bundle).mtimeMs : 0;
  buildApp();
  const isRebuilt = fs.statSync(bundle).mtimeMs !== builtBefore;
  log(`PostgreSQL: pg_auto_failover monitor on :${ports.monitor}…`);
  await startMonitor();
  for (const node of nodes) {
    log(`PostgreSQL: ${node.name} on :${node.port}…`);
    await startNode(node.name);
    if (node === nodes[0]) {
      await waitFor('the first node to be writable', async () => (await primaryNode()) !== null, 120_000, 500);
    }
  }
  const pair = await waitForPair(180_000);
  log(`PostgreSQL: ${pair.primary} is the primary, ${pair.standby} its synchronous standby.`);
  for (let i = 0; i < appCount; i++) {
    // A new build replaces the running instances one at a time (each drains first): a rolling restart.
    if (isRebuilt && (await stopApp(i))) log(`App instance ${i + 1} stopped for the new build.`);
    const ms = await startApp(i);
    log(`App instance ${i + 1} ready (${ms} ms).`);
  }
  await startBalancer();
  log(`\nCorner Store (cluster) at ${balancerOrigin} — HAProxy stats at http://127.0.0.1:${ports.stats}/`);
  log(`  DATABASE_URL=${databaseUrl}`);
  log(`  DATABASE_READ_URL=${databaseReadUrl}`);
  log(`  files and logs: ${paths.root}   stop it all: npm run cluster:down`);
}

if (process.argv[1]?.endsWith('up.ts')) {
  clusterUp().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    console.error(`Logs: ${paths.logs}`);
    process.exit(1);
  });
}
