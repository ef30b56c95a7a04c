import cluster from 'node:cluster';
import v8 from 'node:v8';
import { serve } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { clientDir } from './paths';
import { ConfigError, loadConfig } from './config/config';
import { EmbeddedPostgresError } from './db/embedded/errors';
import { ensureEmbeddedServer, stopEmbeddedServer } from './db/embedded/server';
import { createDeps, openDatabase } from './bootstrap';
import { createApp } from './app';
import { startHousekeeping } from './jobs/housekeeping';
import path from 'node:path';
import type pg from 'pg';
import { migrationsFolder } from './db/client';
import { startBackupSchedule } from './backup/scheduled-backup';
import { watchEventLoop } from './http/server-timing';


/**
 * Let the old generation grow to four times what survived the last full GC before the next one
 * (V8's default lets a ~40 MB heap grow by ~10 MB). Each full GC pauses requests for 10–50 ms;
 * under steady load this made them come every few seconds and set the p99 of the directory page.
 * Read by V8 at every GC, so setting it here takes effect. docs/decisions/013-ledger-write-in-one-statement.md.
 */
const HEAP_GROWING_PERCENT = 300;

async function main() {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const config = loadConfig();
  const database = await openDatabase(config, { log: (line) => console.log(`  ${line}`), keepServer: process.env.CORNER_STORE_PRIMARY_OWNS_DB === '1' });
  const deps = createDeps(config, database);
  const app = createApp(deps, { clientDir });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () => {
    const ms = Math.round(process.uptime() * 1000); // since the process started
    console.log(`Corner Store is running at ${config.appUrl} (ready in ${ms} ms)`);
    console.log(`  database: ${database.kind === 'embedded' ? `embedded PostgreSQL in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)'}`);
    console.log(
      config.mailMode === 'smtp'
        ? '  mail: SMTP (SMTP_URL); sign-in requires a verified email'
        : '  mail: local outbox (no SMTP_URL): messages are stored in the email_outbox table (named here, body there); email verification is not required to sign in',
    );
  });
  const stopLoopWatch = config.SERVER_TIMING ? watchEventLoop() : () => undefined;
  const stopHousekeeping = startHousekeeping(deps.db, { storage: deps.storage, notices: { mailer: deps.mailer, config: deps.config } });
  // The scheduled backup (system settings: backup frequency), once across instances (decision 038).
  const stopBackups = startBackupSchedule({
    db: deps.db,
    pool: (deps.db as unknown as { $client: pg.Pool }).$client,
    root: path.resolve(config.DATA_DIR, 'backups'),
    filesDir: path.resolve(config.DATA_DIR, 'files'),
    migrationsFolder,
  });
  let stopping = false;
  /**
   * Drain (decision 053): readiness answers 503 at once and requests are still served for
   * SHUTDOWN_DELAY_SECONDS, so the load balancer takes this instance out before it closes; then the
   * live streams end (browsers reconnect, through the balancer, to another instance), the server
   * stops taking connections, lets those under way finish (10 s at most) and closes the database.
   */
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    deps.lifecycle?.startDraining();
    stopHousekeeping();
    stopLoopWatch();
    stopBackups();
    setTimeout(() => {
      void deps.realtime.close(); // ends the live streams, so server.close() is not held up by them
      const force = setTimeout(() => (server as unknown as { closeAllConnections(): void }).closeAllConnections(), 10_000);
      server.close(() => {
        clearTimeout(force);
        database.close().finally(() => process.exit(0));
      });
    }, config.SHUTDOWN_DELAY_SECONDS * 1000);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/**
 * WEB_CONCURRENCY (default 1): how many server processes share the port (node:cluster). With the
 * embedded database the primary starts the server first and stops it after the last worker. The
 * first worker starts alone (it runs the migrations), the others once it listens. Each worker has
 * its own connection pool.
 */
async function startCluster(workers: number) {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    await ensureEmbeddedServer(config.DATA_DIR);
    process.env.CORNER_STORE_PRIMARY_OWNS_DB = '1';
  }
  // Workers run this very file (the bundle, or src/server/main.ts under tsx), not the start script.
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
  let stopping = false;
  const fork = () =>
    cluster.fork().once('exit', (code) => {
      if (!stopping) {
        console.error(`Corner Store: a worker exited (code ${code}); stopping.`);
        stop(1);
      }
    });
  const exit = async (code: number) => {
    if (!config.DATABASE_URL) await stopEmbeddedServer(config.DATA_DIR);
    process.exit(code);
  };
  const stop = (code = 0) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    const timer = setTimeout(() => void exit(code), 15_000);
    const check = () =>
      Object.keys(cluster.workers ?? {}).length === 0 ? (clearTimeout(timer), void exit(code)) : setTimeout(check, 50);
    check();
  };
  fork().once('listening', () => {
    for (let i = 1; i < workers; i++) fork();
  });
  process.on('SIGINT', () => stop());
  process.on('SIGTERM', () => stop());
}

/** Validated like every variable; a bad configuration is reported by the worker that starts. */
function configuredWorkers(): number {
  try {
    return loadConfig().WEB_CONCURRENCY;
  } catch {
    return 1;
  }
}

const workers = configuredWorkers();
if (cluster.isPrimary && workers > 1) {
  startCluster(workers).catch((error) => {
    console.error(error instanceof ConfigError || error instanceof EmbeddedPostgresError ? error.message : error);
    process.exit(1);
  });
} else {
  startWorker();
}

function startWorker() {
  main().catch((error) => {
    if (error instanceof ConfigError || error instanceof EmbeddedPostgresError) {
      console.error(error.message);
    } else {
      console.error('Corner Store failed to start:', error);
    }
    process.exit(1);
  });
}
