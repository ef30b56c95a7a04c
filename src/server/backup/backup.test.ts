import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInZone } from '#shared/dates';
import { migrationsFolder } from '../db/client';
import { checkLedger } from '../credit/ledger-check';
import { insertCustomer, postLedger } from '../credit/credit-test-support';
import { saveLog } from '../daily-logs/daily-log-test-support';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { BackupError, type BackupHeader } from './backup-format';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';
import { migrateTo, readCodeMigrations } from './migration-state';
import { countsOf, createEmptyDatabase, makeDir, poolOfApp, readDir, summarizeTables, type EmptyDatabase } from './backup-test-support';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
let customerIds: string[];
const photos = { 'customer-photos/s1/a.jpg': Buffer.from([0xff, 0xd8, 0, 1, 2, 0xff, 0xd9]), 'customer-photos/s1/b c.png': Buffer.alloc(300_000, 7) };
let filesDir: string;
let backupsDir: string;
const opened: EmptyDatabase[] = [];

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Backup Store');
  filesDir = makeDir(photos);
  backupsDir = makeDir();
  customerIds = [];
  for (let i = 0; i < 12; i++) {
    // Tabs, quotes, backslashes, newlines and non-ASCII go through COPY's text format and back.
    const customer = await insertCustomer(t, staff.storeId, { name: `O'Brien\t"${i}" \\ Zoë ✓`, notes: i % 2 ? 'first line\nsecond line' : null, creditLimitCents: 100_000 });
    customerIds.push(customer.id);
    expect((await postLedger(t, customer.id, 'credit', { amountCents: 5000 + i * 25, notes: 'milk & bread' }, { cookie: staff.owner.cookie })).status).toBe(201);
    if (i % 2) expect((await postLedger(t, customer.id, 'payments', { amountCents: 1200 }, { cookie: staff.employee.cookie })).status).toBe(201);
  }
  for (let days = 1; days <= 4; days++) {
    await saveLog(t, staff.owner.cookie, dateInZone(addDays(new Date(), -days), 'America/Chicago'), { cashSalesCents: 500 * days, notes: 'Zoë counted ✓' });
  }
});

afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
  await t.close();
  for (const dir of [filesDir, backupsDir]) fs.rmSync(dir, { recursive: true, force: true });
});

async function emptyDatabase() {
  const database = await createEmptyDatabase();
  opened.push(database);
  return database;
}

const backUp = (onTable?: (name: string) => Promise<void>) =>
  createBackup({ pool: poolOfApp(t), dir: backupsDir, filesDir, migrationsFolder, onTable: onTable && ((table) => onTable(table.name)) });

const restore = (target: EmptyDatabase, file: string, options: { force?: boolean; filesDir?: string | null } = {}) =>
  restoreBackup({ pool: target.pool, file, filesDir: options.filesDir ?? null, force: options.force ?? false, migrationsFolder });

/** Payments of 1 cent, two at a time, until stopped: the app serving while the backup runs. */
function startWriting() {
  let isStopped = false;
  const times: number[] = [];
  const loop = async (offset: number) => {
    for (let i = offset; !isStopped; i += 2) {
      const response = await postLedger(t, customerIds[i % customerIds.length]!, 'payments', { amountCents: 1 }, { cookie: staff.employee.cookie });
      if (response.status !== 201) throw new Error(`payment failed: ${response.status} ${await response.text()}`);
      times.push(Date.now());
    }
  };
  const loops = Promise.all([loop(0), loop(1)]);
  return async () => {
    isStopped = true;
    await loops;
    return times;
  };
}

const headerCounts = (header: BackupHeader) => Object.fromEntries(header.tables.map((table) => [table.name, table.rows]));

describe('backup while the app writes', () => {
  it('is one snapshot: a payment committed between two tables is in neither, and the restored ledger agrees', async () => {
    const stopWriting = startWriting();
    let midBackupEntry = '';
    const started = Date.now();
    let backup: Awaited<ReturnType<typeof backUp>>;
    let finished = 0;
    let writes: number[] = [];
    try {
      backup = await backUp(async (table) => {
        if (table !== 'customers') return;
        const response = await postLedger(t, customerIds[0]!, 'payments', { amountCents: 7 }, { cookie: staff.owner.cookie });
        midBackupEntry = ((await response.json()) as { entry: { id: string } }).entry.id;
      });
      finished = Date.now();
    } finally {
      writes = await stopWriting(); // also when the backup fails: no writes into a closed pool
    }
    expect(writes.filter((at) => at >= started && at <= finished).length).toBeGreaterThan(0);
    expect(path.basename(backup.file)).toMatch(/^corner-store-\d{8}-\d{6}(-\d+)?\.csbackup$/);
    expect(backup.header.migrations.applied).toBe(readCodeMigrations(migrationsFolder).length);

    const target = await emptyDatabase();
    await restore(target, backup.file);
    expect(countsOf(await summarizeTables(target.pool))).toEqual(headerCounts(backup.header));
    const ledger = await checkLedger(target.db);
    expect(ledger.mismatches).toEqual([]);
    expect(ledger.entriesChecked).toBe(backup.header.tables.find((table) => table.name === 'credit_transactions')!.rows);
    const orphans = await target.pool.query('select count(*)::int as n from credit_transactions ct left join customers c on c.id = ct.customer_id where c.id is null');
    expect(orphans.rows[0].n).toBe(0);
    const midInCopy = await target.pool.query('select 1 from credit_transactions where id = $1', [midBackupEntry]);
    expect(midInCopy.rowCount).toBe(0);
    expect((await poolOfApp(t).query('select 1 from credit_transactions where id = $1', [midBackupEntry])).rowCount).toBe(1);
  });
});

describe('round trip of a quiet store', () => {
  let quiet: Awaited<ReturnType<typeof backUp>>;
  let copy: EmptyDatabase;
  let copyFiles: string;
  beforeAll(async () => {
    quiet = await backUp();
    copy = await emptyDatabase();
    copyFiles = makeDir();
  });
  afterAll(() => fs.rmSync(copyFiles, { recursive: true, force: true }));

  it('gives identical row counts, table checksums, ledger check and files; triggers on again, fully migrated', async () => {
    const result = await restore(copy, quiet.file, { filesDir: copyFiles });
    expect(result).toMatchObject({ files: 2, replaced: false });
    const source = await summarizeTables(poolOfApp(t));
    expect(source.credit_transactions!.rows).toBeGreaterThan(12);
    expect(source.security_audit_log!.rows).toBeGreaterThan(20);
    expect(source.daily_logs!.rows).toBe(4);
    expect(await summarizeTables(copy.pool)).toEqual(source);
    expect(await checkLedger(copy.db)).toEqual(await checkLedger(t.db));
    expect(readDir(copyFiles)).toEqual(readDir(filesDir));
    const disabled = await copy.pool.query("select count(*)::int as n from pg_trigger where not tgisinternal and tgenabled = 'D'");
    expect(disabled.rows[0].n).toBe(0);
    const applied = await copy.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied.rows[0].n).toBe(readCodeMigrations(migrationsFolder).length);
    // analyzed at the end (decision 057): the planner knows the restored rows before the first request
    const known = await copy.pool.query("select reltuples::int as n from pg_class where oid = 'credit_transactions'::regclass");
    expect(known.rows[0].n).toBe(source.credit_transactions!.rows);
  });

  it('refuses a target with data without --force, and replaces it with --force', async () => {
    const before = await summarizeTables(copy.pool);
    const refused = await restore(copy, quiet.file).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BackupError);
    expect(refused).toMatchObject({ code: 'TARGET_NOT_EMPTY', message: expect.stringContaining('--force') });
    expect(await summarizeTables(copy.pool)).toEqual(before);
    // The database empty but the files folder not: still refused.
    const fresh = await emptyDatabase();
    await expect(restore(fresh, quiet.file, { filesDir: copyFiles })).rejects.toMatchObject({ code: 'TARGET_NOT_EMPTY' });

    await copy.pool.query("update customers set name = 'changed since'");
    const result = await restore(copy, quiet.file, { force: true, filesDir: copyFiles });
    expect(result.replaced).toBe(true);
    expect(await summarizeTables(copy.pool)).toEqual(before);
    expect(readDir(copyFiles)).toEqual(readDir(filesDir));
  });
});

describe('a damaged file', () => {
  it('is refused, or rolled back when cut inside a table: the target stays empty and takes a good file after', async () => {
    const good = await backUp();
    const target = await emptyDatabase();
    const notBackup = path.join(backupsDir, 'notes.csbackup');
    fs.writeFileSync(notBackup, 'just some text');
    await expect(restore(target, notBackup)).rejects.toMatchObject({ code: 'NOT_A_BACKUP' });

    const whole = zlib.gunzipSync(fs.readFileSync(good.file));
    const cut = whole.indexOf('{"kind":"table","name":"credit_transactions"}') + 200;
    const damaged = path.join(backupsDir, 'damaged.csbackup');
    fs.writeFileSync(damaged, zlib.gzipSync(whole.subarray(0, cut)));
    await expect(restore(target, damaged)).rejects.toMatchObject({ code: 'TRUNCATED' });
    const counts = countsOf(await summarizeTables(target.pool));
    expect(Object.keys(counts).length).toBeGreaterThan(20);
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);

    await restore(target, good.file);
    expect(countsOf(await summarizeTables(target.pool))).toEqual(headerCounts(good.header));
  });
});

describe('migrations', () => {
  it('refuses a backup made from newer migrations than this code has, leaving the target untouched', async () => {
    const source = poolOfApp(t);
    await source.query("insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-the-future', 99999999999999)");
    let backup: Awaited<ReturnType<typeof backUp>>;
    try {
      backup = await backUp();
    } finally {
      await source.query("delete from drizzle.__drizzle_migrations where hash = 'from-the-future'");
    }
    const target = await emptyDatabase();
    await expect(restore(target, backup.file)).rejects.toMatchObject({ code: 'NEWER_MIGRATIONS', message: expect.stringContaining('newer version') });
    const tables = await target.pool.query("select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')");
    expect(tables.rows[0].n).toBe(0);
  });

  it('restores a backup of an older schema and then applies the newer migrations', async () => {
    const code = readCodeMigrations(migrationsFolder);
    const old = await emptyDatabase();
    await migrateTo(old.pool, migrationsFolder, code.length - 1);
    await old.pool.query("insert into users (id, name, email) values ('u-old', 'Old Timer', 'old@example.com')");
    const backup = await createBackup({ pool: old.pool, dir: backupsDir, filesDir: null, migrationsFolder });
    expect(backup.header.migrations.applied).toBe(code.length - 1);

    const target = await emptyDatabase();
    await restore(target, backup.file);
    const applied = await target.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied.rows[0].n).toBe(code.length);
    expect((await target.pool.query("select name from users where id = 'u-old'")).rows).toEqual([{ name: 'Old Timer' }]);
  });
});
