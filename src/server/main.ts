import { serve } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config/config';
import { DataDirLockedError } from './db/data-dir-lock';
import { createDeps, openDatabase } from './bootstrap';
import { createApp } from './app';

const clientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const deps = createDeps(config, database);
  const app = createApp(deps, { clientDir });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () => {
    const ms = Math.round(process.uptime() * 1000); // since the process started
    console.log(`Corner Store is running at ${config.appUrl} (ready in ${ms} ms)`);
    console.log(
      `  database: ${database.kind === 'pglite' ? `PGlite (embedded) in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)'}`,
    );
    console.log(
      config.mailMode === 'smtp'
        ? '  mail: SMTP (SMTP_URL); sign-in requires a verified email'
        : '  mail: local outbox (no SMTP_URL): messages are stored and printed here; email verification is not required to sign in',
    );
  });
  const shutdown = () => {
    server.close();
    database.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Corner Store failed to start:', error);
  }
  process.exit(1);
});
