// The real app on a fresh PostgreSQL database (created on MEASURE_ADMIN_URL's server, dropped at the
// end), served over HTTP by @hono/node-server, for the billing measurements.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { serve } from '@hono/node-server';
import { loadConfig } from '../../src/server/config/config';
import { openPostgres } from '../../src/server/db/client';
import { createDeps } from '../../src/server/bootstrap';
import { createApp, type AppOptions } from '../../src/server/app';
import { TEST_ORIGIN, type TestApp } from '../../src/server/test/test-app';

export const ADMIN_URL = process.env.MEASURE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type Served = { base: string; close: () => Promise<void> };

export async function withMeasureApp<T>(
  env: Record<string, string>,
  work: (ctx: { t: TestApp; serveApp: (options?: AppOptions) => Promise<Served> }) => Promise<T>,
): Promise<T> {
  const name = `cs_bill_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 20);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-bill-'));
  try {
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: 'test', APP_URL: TEST_ORIGIN, AUTH_SECRET: 'measure-secret-measure-secret-1234', AUTH_IP_RATE_LIMIT: 'off',
      DATABASE_URL: url.toString(), DATA_DIR: dataDir, ...env,
    });
    const deps = createDeps(config, database, () => undefined);
    const app = createApp(deps);
    const request = (p: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) => {
      const headers = new Headers(init.headers);
      headers.set('origin', TEST_ORIGIN);
      if (init.cookie) headers.set('cookie', init.cookie);
      if (init.json !== undefined) headers.set('content-type', 'application/json');
      return app.request(`${TEST_ORIGIN}${p}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
    };
    const t = { app, deps, db: database.db, request, sent: [] } as unknown as TestApp;
    const servers: Served[] = [];
    const serveApp = async (options?: AppOptions): Promise<Served> => {
      const server = serve({ fetch: createApp(deps, options).fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise((resolve) => server.once('listening', resolve));
      const served = { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
      servers.push(served);
      return served;
    };
    try {
      return await work({ t, serveApp });
    } finally {
      for (const s of servers) await s.close();
    }
  } finally {
    await database.close();
    // Let the closed pool's backends exit before the drop (a forced drop makes idle clients log errors).
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if ((rows[0] as { n: number }).n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
