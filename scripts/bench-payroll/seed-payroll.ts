// The payroll benchmark's data set, set-based SQL on a fresh PostgreSQL database: the measured store
// with 30 employees and 5 years of weekly payroll entries each (30 × 260 = 7,800 rows), beside
// BENCH_NEIGHBORS (50) other stores with the same shape. Triggers are off for the bulk inserts
// (session_replication_role = replica: no audit rows, no no-update check), then VACUUM ANALYZE.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../src/server/db/client';
import { hashPassword } from '../../src/server/auth/password-hash';

export const BENCH_PASSWORD = 'Counter-Shop9';
export const MAIN_OWNER_EMAIL = 'bench-payroll-owner-0@example.com';
export const storeIdSql = (k: string) => `md5('bench-payroll-store-' || ${k})::uuid`;
export const employeeIdSql = (k: string, j: string) => `'bench-payroll-e-' || ${k} || '-' || ${j}`;

export type PayrollSeedSize = { neighbors: number; employees: number; weeks: number };

export function assertBenchDatabase(url: string): string {
  const name = new URL(url).pathname.slice(1);
  if (!/^cs_bench/.test(name)) throw new Error(`refusing to use "${name}": a benchmark database's name starts with cs_bench`);
  return name;
}

export async function recreateDatabase(url: string) {
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

export async function dropDatabase(url: string) {
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

function seedStatements(size: PayrollSeedSize, passwordHash: string): string[] {
  const stores = `generate_series(0, ${size.neighbors}) AS k`;
  const staff = `generate_series(0, ${size.neighbors}) AS k, generate_series(1, ${size.employees}) AS j`;
  return [
    `SET LOCAL session_replication_role = replica`,
    `INSERT INTO users (id, name, email, email_verified)
     SELECT 'bench-payroll-owner-' || k, 'Owner ' || k, 'bench-payroll-owner-' || k || '@example.com', true FROM ${stores}`,
    `INSERT INTO accounts (id, account_id, provider_id, user_id, password)
     VALUES ('bench-payroll-account-0', 'bench-payroll-owner-0', 'credential', 'bench-payroll-owner-0', '${passwordHash}')`,
    `INSERT INTO stores (id, name, owner_id, timezone) SELECT ${storeIdSql('k')}, 'Payroll Store ' || k, 'bench-payroll-owner-' || k, 'America/Chicago' FROM ${stores}`,
    `INSERT INTO user_roles (user_id, store_id, role, is_first_login) SELECT 'bench-payroll-owner-' || k, ${storeIdSql('k')}, 'store_owner', false FROM ${stores}`,
    `INSERT INTO users (id, name, email, email_verified)
     SELECT ${employeeIdSql('k', 'j')}, 'Staff ' || j, ${employeeIdSql('k', 'j')} || '@example.com', true FROM ${staff}`,
    `INSERT INTO profiles (id, first_name, last_name, email, phone)
     SELECT id, split_part(name, ' ', 1), split_part(name, ' ', 2), email, NULL FROM users WHERE id LIKE 'bench-payroll-%'`,
    `INSERT INTO user_roles (user_id, store_id, role, is_first_login) SELECT ${employeeIdSql('k', 'j')}, ${storeIdSql('k')}, 'employee', false FROM ${staff}`,
    `INSERT INTO payroll_entries (store_id, employee_id, employee_name, employee_phone, entry_date, start_date, end_date, pay_period_type,
                                  total_half_hours, total_amount_cents, hourly_rate_cents, created_by, created_at)
     SELECT ${storeIdSql('k')}, ${employeeIdSql('k', 'j')}, 'Staff ' || j, '+1217555' || lpad(j::text, 4, '0'),
            (date '2021-01-11' + 7 * w), date '2021-01-04' + 7 * w, date '2021-01-04' + 7 * w + 6, 'weekly',
            60 + (w * 7 + j) % 30, (60 + (w * 7 + j) % 30) * 750, 1500, 'bench-payroll-owner-' || k,
            timestamptz '2021-01-11 18:00+00' + (7 * w) * interval '1 day' + j * interval '1 minute'
     FROM ${staff}, generate_series(0, ${size.weeks - 1}) AS w`,
  ];
}

/** Fresh database, migrated, seeded; row counts. */
export async function seedPayroll(url: string, size: PayrollSeedSize, log: (line: string) => void): Promise<Record<string, number>> {
  await recreateDatabase(url);
  const database = openPostgres(url, 2);
  try {
    await database.migrate();
    const hash = await hashPassword(BENCH_PASSWORD);
    await database.db.transaction(async (tx) => {
      for (const statement of seedStatements(size, hash)) {
        const t0 = performance.now();
        await tx.execute(sql.raw(statement));
        log(`  ${(performance.now() - t0).toFixed(0).padStart(6)} ms  ${statement.trim().split('\n')[0]!.slice(0, 90)}`);
      }
    });
    await database.db.execute(sql.raw('VACUUM ANALYZE'));
    const counts: Record<string, number> = {};
    for (const table of ['stores', 'user_roles', 'payroll_entries']) {
      const { rows } = await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
      counts[table] = Number((rows[0] as { n: number }).n);
    }
    const { rows } = await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM payroll_entries WHERE store_id = ${storeIdSql("'0'")}`));
    counts.main_store_entries = Number((rows[0] as { n: number }).n);
    return counts;
  } finally {
    await database.close();
  }
}
