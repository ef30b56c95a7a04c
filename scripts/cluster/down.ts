// npm run cluster:down — stop what cluster:up started (by its pid files): the balancer, the app
// instances (SIGTERM: they drain), the database nodes and the monitor. The data stays in
// tmp/cluster/ for the next cluster:up; `-- --wipe` deletes it.
import fs from 'node:fs';
import { appCount, paths } from './layout';
import { stopApp, stopBalancer } from './apps';
import { stopDatabase } from './database';

export async function clusterDown(options: { wipe?: boolean } = {}, log: (line: string) => void = console.log): Promise<void> {
  if (await stopBalancer()) log('HAProxy stopped.');
  const stopped = await Promise.all(Array.from({ length: appCount }, (_, i) => stopApp(i)));
  log(`App instances stopped: ${stopped.filter(Boolean).length}.`);
  await stopDatabase();
  log('PostgreSQL nodes and monitor stopped.');
  if (options.wipe) {
    fs.rmSync(paths.root, { recursive: true, force: true });
    log(`Deleted ${paths.root}.`);
  }
}

if (process.argv[1]?.endsWith('down.ts')) {
  clusterDown({ wipe: process.argv.includes('--wipe') }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
