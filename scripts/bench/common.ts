// Shared settings of the ledger benchmark (seed-bench.ts, run-bench.ts, open-loop.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const benchDir = path.join(repoRoot, 'scripts/bench');
export const outDir = path.join(repoRoot, 'tmp/bench');

/** Seed and server must share the secret: the session cookie is signed with it. */
export const BENCH_AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-0001';
export const BENCH_PASSWORD = 'Counter-Shop9';
/**
 * The system PostgreSQL, through its unix socket when it has one (as the app reaches its embedded
 * server, decision 041), else TCP. The raw-SQL limit always runs over TCP on 127.0.0.1 (its README).
 */
export const DEFAULT_BENCH_DATABASE_URL = fs.existsSync('/var/run/postgresql/.s.PGSQL.5432')
  ? 'postgres://postgres@localhost:5432/cs_bench_ledger?host=%2Fvar%2Frun%2Fpostgresql'
  : 'postgres://postgres@127.0.0.1:5432/cs_bench_ledger';

/** pgbench/psql connection arguments for a connection string: its unix socket (`?host=`) or its TCP host. */
export function libpqHostArgs(connectionString: string, transport: 'as-given' | 'tcp' = 'as-given'): string[] {
  const url = new URL(connectionString);
  const socket = url.searchParams.get('host');
  const tcpHost = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname;
  return ['-h', transport === 'as-given' && socket ? socket : tcpHost, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')];
}

/** Deterministic ids (random-looking, md5-derived) so that pgbench can address rows by number. */
export const MAIN_STORE_SQL = `md5('bench-store-main')::uuid`;
export const customerIdSql = (n: string) => `md5('bench-c-' || ${n})::uuid`;

export type SeedSize = {
  /** Customers of the measured store. */
  customers: number;
  /** Ledger rows per customer of the measured store (20,000 × 10 = 200,000). */
  ledgerPerCustomer: number;
  otherStores: number;
  otherCustomers: number;
  otherLedgerPerCustomer: number;
};

export const FULL_SIZE: SeedSize = {
  customers: 20_000,
  ledgerPerCustomer: 10,
  otherStores: 50,
  otherCustomers: 300,
  otherLedgerPerCustomer: 4,
};

export type SeedResult = {
  kind: 'postgres' | 'embedded';
  databaseUrl?: string;
  dataDir?: string;
  appUrl: string;
  authSecret: string;
  storeId: string;
  ownerUserId: string;
  ownerEmail: string;
  /** Cookie header value for the owner's session. */
  cookie: string;
  /** sessions.token (what Better Auth looks up), for the raw-SQL pgbench script. */
  sessionToken: string;
  size: SeedSize;
  seedMs: number;
  counts: Record<string, number>;
  /** The measured store's customer ids, in seeding order. */
  customerIds: string[];
};

export function assertBenchDatabase(url: string) {
  const name = new URL(url).pathname.replace(/^\//, '');
  if (!/^cs_bench_[a-z0-9_]+$/.test(name)) throw new Error(`refusing to use database "${name}": the name must start with cs_bench_`);
  return name;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
