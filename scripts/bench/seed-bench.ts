// Seed the ledger benchmark's data set, set-based (generate_series), on a fresh database:
//   - 1 measured store ("Bench Main Market", America/Chicago) with 20,000 customers and 200,000 ledger
//     rows (10 per customer: given / paid pairs, the last pair half paid), balances = ledger sums
//     (100–1,000 cents, far below the $50.00 default limit), daily_credit_on = the last credit day
//     (always before today);
//   - 50 other stores with 300 customers and 4 ledger rows each (15,000 customers, 60,000 rows);
//   - history the app would have written: one idempotency row per ledger row of the measured store
//     and one security_audit_log row per customer and ledger row;
//   - an owner created through Better Auth's API (as src/server/test/test-app.ts does), signed in
//     through the app's own /api/auth/sign-in/email to get a real session cookie.
// The bulk inserts run with `SET LOCAL session_replication_role = replica`, i.e. with triggers off
// (the audit trigger would otherwise write one audit row per seeded row, one at a time); the audit
// history is inserted set-based instead. Triggers are back on as soon as the transaction commits.
//
// Usage:
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/cs_bench_ledger tsx scripts/bench/seed-bench.ts
//   BENCH_PGLITE_DIR=/tmp/cs-bench-pglite tsx scripts/bench/seed-bench.ts      (PGlite: DATA_DIR of the server)
// Writes tmp/bench/seed-<postgres|pglite>.json (cookie, store id, customer ids, …).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { eq, sql, type SQL } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config/config';
import { openEmbedded, openPostgres, type Database } from '../../src/server/db/client';
import { createDeps } from '../../src/server/bootstrap';
import { createApp } from '../../src/server/app';
import { sessions, users } from '../../src/server/db/schema/index';
import {
  assertBenchDatabase,
  BENCH_AUTH_SECRET,
  BENCH_PASSWORD,
  customerIdSql,
  FULL_SIZE,
  MAIN_STORE_SQL,
  outDir,
  type SeedResult,
  type SeedSize,
} from './common';

export type SeedOptions = {
  kind: 'postgres' | 'embedded';
  /** postgres: the database (recreated; its name must start with cs_bench_). */
  databaseUrl?: string;
  /** pglite: the server's DATA_DIR (emptied; PGlite lives in DATA_DIR/pglite). */
  dataDir?: string;
  /** The origin the server will run at (Better Auth's baseURL and trusted origin). */
  appUrl: string;
  size?: SeedSize;
  log?: (line: string) => void;
};

const TZ = 'America/Chicago';

const FIRST = [
  'James', 'Maria', 'Robert', 'Linda', 'Michael', 'Ana', 'David', 'Sofia', 'Jose', 'Emily', 'Daniel', 'Grace',
  'Luis', 'Fatima', 'Kevin', 'Aisha', 'Brian', 'Mei', 'Carlos', 'Olivia', 'Ahmed', 'Chloe', 'Tyrone', 'Priya',
  'Juan', 'Hannah', 'Omar', 'Rosa', 'Ethan', 'Keisha', 'Wei', 'Lucia', 'Samuel', 'Nadia', 'Victor', 'Elena',
  'Andre', 'Yuki', 'Marcus', 'Zoe',
];
const LAST = [
  'Smith', 'Garcia', 'Johnson', 'Nguyen', 'Williams', 'Martinez', 'Brown', 'Lopez', 'Jones', 'Kim', 'Davis',
  'Hernandez', 'Miller', 'Patel', 'Wilson', 'Gonzalez', 'Moore', 'Chen', 'Taylor', 'Rodriguez', 'Anderson',
  'Singh', 'Thomas', 'Perez', 'Jackson', 'Khan', 'White', 'Sanchez', 'Harris', 'Ali', 'Martin', 'Rivera',
  'Thompson', 'Wong', 'Clark', 'Ramirez', 'Lewis', 'Torres', 'Walker', 'Flores', 'Hall', 'Diaz', 'Allen',
  'Cruz', 'Young', 'Reyes', 'King', 'Morales', 'Wright', 'Ortiz',
];
const arr = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`;
const nameSql = (n: string) =>
  `(${arr(FIRST)})[1 + abs(hashtext('f' || ${n})) % ${FIRST.length}] || ' ' || chr(65 + abs(hashtext('m' || ${n})) % 26) || '. ' || (${arr(LAST)})[1 + abs(hashtext('l' || ${n})) % ${LAST.length}]`;
/** A credit_given amount: 100–1,000 cents, deterministic per (customer, entry). */
const givenSql = (key: string, k: string) => `(100 + (abs(hashtext(${key} || '-' || (${k}))) % 19) * 50)`;

/** Ledger rows for customers (idExpr over generate_series variable i), p rows each: given/paid pairs. */
function ledgerInsert(storeExpr: string, custIdExpr: string, keyExpr: string, from: string, p: number, ownerLiteral: string) {
  const createdAt = `now() - ((${p} - k) * 3 + 1) * interval '1 day' - (abs(hashtext(${keyExpr})) % 720) * interval '1 minute'`;
  return `
INSERT INTO credit_transactions (store_id, customer_id, transaction_type, amount_cents, notes, created_by, business_date, created_at)
SELECT ${storeExpr}, ${custIdExpr},
       CASE WHEN k % 2 = 1 THEN 'credit_given' ELSE 'credit_paid' END,
       CASE WHEN k % 2 = 1 THEN ${givenSql(keyExpr, 'k')}
            WHEN k < ${p} THEN ${givenSql(keyExpr, 'k - 1')}
            ELSE ${givenSql(keyExpr, 'k - 1')} / 2 END,
       CASE WHEN k % 5 = 0 THEN 'seeded entry ' || k END,
       ${ownerLiteral},
       ((${createdAt}) AT TIME ZONE '${TZ}')::date,
       ${createdAt}
FROM ${from}, generate_series(1, ${p}) AS k`;
}

function seedStatements(ownerId: string, size: SeedSize): (string | SQL)[] {
  const owner = `'${ownerId.replace(/'/g, "''")}'`;
  const s = size;
  return [
    `SET LOCAL session_replication_role = replica`,
    `INSERT INTO stores (id, name, address, street, city, state, zip, phone, owner_id, timezone, subscription_status, created_at, updated_at)
     VALUES (${MAIN_STORE_SQL}, 'Bench Main Market', '1 Main St, Springfield, IL 62701', '1 Main St', 'Springfield', 'IL', '62701',
             '+12175550100', ${owner}, '${TZ}', 'active', now() - interval '400 days', now())`,
    `INSERT INTO stores (id, name, address, street, city, state, zip, phone, timezone, subscription_status, created_at, updated_at)
     SELECT md5('bench-store-' || s)::uuid, 'Neighbor Store ' || s, s || ' Side St, Springfield, IL 62701', s || ' Side St',
            'Springfield', 'IL', '62701', '+1217555' || lpad(s::text, 4, '0'), '${TZ}', 'active', now() - s * interval '1 day', now()
     FROM generate_series(1, ${s.otherStores}) AS s`,
    `INSERT INTO user_roles (user_id, store_id, role, is_first_login) VALUES (${owner}, ${MAIN_STORE_SQL}, 'store_owner', false)`,
    `UPDATE users SET email_verified = true WHERE id = ${owner}`,
    // The measured store's customers.
    `INSERT INTO customers (id, store_id, display_id, name, phone, email, address, notes, verified_customer, loyal_customer, created_at, updated_at)
     SELECT ${customerIdSql('i')}, ${MAIN_STORE_SQL}, 'CU' || lpad(i::text, 6, '0'), ${nameSql('i')},
            '+1312' || lpad((5000000 + i)::text, 7, '0'),
            CASE WHEN i % 4 = 0 THEN NULL ELSE 'customer' || i || '@example.com' END,
            CASE WHEN i % 2 = 0 THEN i || ' Oak Ave, Springfield, IL' END,
            CASE WHEN i % 10 = 0 THEN 'Prefers cash payments on Fridays' END,
            i % 7 = 0, i % 11 = 0,
            now() - interval '400 days' + i * interval '1 minute', now() - interval '1 day'
     FROM generate_series(1, ${s.customers}) AS i`,
    ledgerInsert(MAIN_STORE_SQL, customerIdSql('i'), `i::text`, `generate_series(1, ${s.customers}) AS i`, s.ledgerPerCustomer, owner),
    // The other stores' customers and ledgers.
    `INSERT INTO customers (id, store_id, display_id, name, phone, email, created_at, updated_at)
     SELECT md5('bench-s' || st || '-c' || j)::uuid, md5('bench-store-' || st)::uuid, 'CU' || lpad(j::text, 6, '0'),
            ${nameSql(`(st * 100000 + j)`)}, '+1773' || lpad((st * 1000 + j)::text, 7, '0'),
            CASE WHEN j % 3 = 0 THEN NULL ELSE 's' || st || 'c' || j || '@example.com' END,
            now() - interval '300 days' + j * interval '1 hour', now() - interval '1 day'
     FROM generate_series(1, ${s.otherStores}) AS st, generate_series(1, ${s.otherCustomers}) AS j`,
    ledgerInsert(
      `md5('bench-store-' || st)::uuid`,
      `md5('bench-s' || st || '-c' || j)::uuid`,
      `(st || 'x' || j)`,
      `generate_series(1, ${s.otherStores}) AS st, generate_series(1, ${s.otherCustomers}) AS j`,
      s.otherLedgerPerCustomer,
      'NULL',
    ),
    // Balances = ledger sums; daily_credit_on = the last day credit was given (before today).
    `UPDATE customers c SET credit_balance_cents = t.balance, daily_credit_on = t.last_given
     FROM (SELECT customer_id,
                  sum(CASE WHEN transaction_type = 'credit_given' THEN amount_cents ELSE -amount_cents END) AS balance,
                  max(business_date) FILTER (WHERE transaction_type = 'credit_given') AS last_given
           FROM credit_transactions GROUP BY customer_id) t
     WHERE c.id = t.customer_id`,
    // History the app would have left: audit rows of everything, and the idempotency rows of the
    // measured store's last day — the app's hourly housekeeping deletes keys older than 24 hours, so
    // older ones are never there (seeding four months of them made that housekeeping's first run, a
    // minute after the app started, purge 200,000 rows in the middle of the open-model runs).
    `INSERT INTO idempotency_keys (store_id, key, request_hash, status, response_status, response, created_at)
     SELECT store_id, id::text, md5(id::text), 'done', 201, jsonb_build_object('id', id, 'amountCents', amount_cents), created_at
     FROM credit_transactions WHERE store_id = ${MAIN_STORE_SQL} AND created_at > now() - interval '24 hours'`,
    `INSERT INTO security_audit_log (action, table_name, record_id, user_id, store_id, ip_address, user_agent, created_at)
     SELECT 'INSERT', 'credit_transactions', id::text, created_by, store_id, '10.0.0.1', 'Mozilla/5.0 (seed)', created_at FROM credit_transactions
     UNION ALL
     SELECT 'INSERT', 'customers', id::text, NULL, store_id, '10.0.0.1', 'Mozilla/5.0 (seed)', created_at FROM customers`,
    // Last night's scheduled backup, as a running store has it: on a database with none, the app's first
    // look (two minutes after it starts) writes one, in the middle of the open-model runs.
    `INSERT INTO system_settings (key, value, updated_by)
     VALUES ('backup.last', jsonb_build_object('file', 'corner-store-scheduled-bench.csbackup', 'sizeBytes', 0,
       'finishedAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'frequency', 'daily', 'kept', 7), 'system')
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
  ];
}

async function recreatePostgres(url: string) {
  const name = assertBenchDatabase(url);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

export async function dropPostgres(url: string) {
  const name = assertBenchDatabase(url);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

function assertBenchDir(dir: string) {
  if (!/cs[-_]bench/.test(path.basename(dir))) throw new Error(`refusing to empty "${dir}": its name must contain cs-bench`);
}

export async function seedBench(options: SeedOptions): Promise<SeedResult> {
  const size = options.size ?? FULL_SIZE;
  const log = options.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  let database: Database;
  let dataDir: string;
  if (options.kind === 'postgres') {
    if (!options.databaseUrl) throw new Error('databaseUrl is required');
    await recreatePostgres(options.databaseUrl);
    database = openPostgres(options.databaseUrl, 4);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-bench-files-'));
  } else {
    if (!options.dataDir) throw new Error('dataDir is required');
    assertBenchDir(options.dataDir);
    fs.rmSync(options.dataDir, { recursive: true, force: true });
    fs.mkdirSync(options.dataDir, { recursive: true });
    dataDir = options.dataDir;
    database = await openEmbedded(dataDir, { max: 4 });
  }
  try {
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_URL: options.appUrl,
      AUTH_SECRET: BENCH_AUTH_SECRET,
      AUTH_IP_RATE_LIMIT: 'off',
      DATA_DIR: dataDir,
      ...(options.kind === 'postgres' ? { DATABASE_URL: options.databaseUrl } : {}),
    });
    const deps = createDeps(config, database, () => undefined);
    const { db } = deps;

    // The owner, through Better Auth's API (as the tests do).
    const ownerEmail = `bench-owner-${Date.now()}@example.com`;
    const created = await deps.auth.api.signUpEmail({ body: { email: ownerEmail, password: BENCH_PASSWORD, name: 'Bench Owner' } });
    const ownerUserId = created.user.id;

    // The data set, set-based, in one transaction with triggers off.
    await db.transaction(async (tx) => {
      for (const statement of seedStatements(ownerUserId, size)) {
        const t0 = performance.now();
        await tx.execute(typeof statement === 'string' ? sql.raw(statement) : statement);
        const first = (typeof statement === 'string' ? statement : '').trim().split('\n')[0]!.slice(0, 90);
        log(`  ${(performance.now() - t0).toFixed(0).padStart(6)} ms  ${first}`);
      }
    });
    const t0 = performance.now();
    await db.execute(sql.raw('VACUUM ANALYZE'));
    log(`  ${(performance.now() - t0).toFixed(0).padStart(6)} ms  VACUUM ANALYZE`);

    // Sign in through the app, as a browser would.
    const app = createApp(deps);
    const signIn = await app.request(`${options.appUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: options.appUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ email: ownerEmail, password: BENCH_PASSWORD }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const check = await app.request(`${options.appUrl}/api/stores/current`, { headers: { cookie } });
    if (check.status !== 200) throw new Error(`the session does not work: GET /api/stores/current ${check.status} ${await check.text()}`);
    const [session] = await db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, ownerUserId));
    const [storeRow] = (await db.execute(sql.raw(`SELECT ${MAIN_STORE_SQL}::text AS id`))).rows as { id: string }[];
    const storeId = storeRow!.id;
    const ids = (
      await db.execute(sql`SELECT id::text AS id FROM customers WHERE store_id = ${storeId}::uuid ORDER BY display_id`)
    ).rows as { id: string }[];
    const counts: Record<string, number> = {};
    for (const table of ['stores', 'customers', 'credit_transactions', 'idempotency_keys', 'security_audit_log']) {
      const [row] = (await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))).rows as { n: number }[];
      counts[table] = Number(row!.n);
    }
    const [mainLedger] = (
      await db.execute(sql`SELECT count(*)::int AS n FROM credit_transactions WHERE store_id = ${storeId}::uuid`)
    ).rows as { n: number }[];
    counts.main_store_ledger = Number(mainLedger!.n);
    const [mismatch] = (
      await db.execute(
        sql.raw(`SELECT count(*)::int AS n FROM customers c
                 LEFT JOIN (SELECT customer_id, sum(CASE WHEN transaction_type = 'credit_given' THEN amount_cents ELSE -amount_cents END) AS s
                            FROM credit_transactions GROUP BY customer_id) t ON t.customer_id = c.id
                 WHERE c.credit_balance_cents <> coalesce(t.s, 0)`),
      )
    ).rows as { n: number }[];
    if (Number(mismatch!.n) !== 0) throw new Error(`${mismatch!.n} balances differ from their ledger sums`);
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, ownerUserId));

    const result: SeedResult = {
      kind: options.kind,
      databaseUrl: database.url,
      dataDir: options.kind === 'embedded' ? dataDir : undefined,
      appUrl: options.appUrl,
      authSecret: BENCH_AUTH_SECRET,
      storeId,
      ownerUserId,
      ownerEmail,
      cookie,
      sessionToken: session!.token,
      size,
      seedMs: Math.round(performance.now() - started),
      counts,
      customerIds: ids.map((r) => r.id),
    };
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, `seed-${options.kind}.json`), JSON.stringify(result, null, 2));
    return result;
  } finally {
    await database.close();
    if (options.kind === 'postgres') fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const pgliteDir = process.env.BENCH_PGLITE_DIR;
  const kind = pgliteDir ? 'embedded' : 'postgres';
  const result = await seedBench({
    kind,
    databaseUrl: pgliteDir ? undefined : (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cs_bench_ledger'),
    dataDir: pgliteDir,
    appUrl: process.env.BENCH_APP_URL ?? 'http://localhost:3300',
  });
  console.log(
    `seeded ${kind} in ${result.seedMs} ms: ${JSON.stringify(result.counts)}; wrote ${path.join(outDir, `seed-${kind}.json`)}`,
  );
}
