import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config';
import { migrationsFolder } from '../db/client';
import { restoreBackup } from '../backup/restore-backup';
import { BackupError } from '../backup/backup-format';
import { countRows, listPublicTables } from '../backup/public-tables';
import { filesDirOf, openDatabaseAsIs, poolOf } from '../backup/open-database';
import { checkLedger } from '../credit/index';
import { formatCents } from '#shared/money';

/**
 * npm run restore -- FILE [--force] — restore a backup into an empty data directory (embedded; the
 * server is created on first use) or DATABASE_URL database; --force replaces one that holds data.
 * Prints the row counts and checks the ledger as `npm run check:ledger` does.
 */
const usage = 'Usage: npm run restore -- FILE [--force]';
const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error(usage);
  process.exit(2);
}
const file = path.resolve(positionals[0]!);
if (!fs.existsSync(file)) {
  console.error(`No such file: ${file}`);
  process.exit(2);
}
if (process.env.npm_config_force === 'true' && !values.force) {
  console.error('npm took --force for itself and did not pass it on: use `npm run restore -- FILE --force`.');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabaseAsIs(config, (line) => console.log(line));
try {
  const pool = poolOf(database);
  const result = await restoreBackup({ pool, file, filesDir: filesDirOf(config), force: values.force!, migrationsFolder });
  const { header } = result;
  console.log(
    `Restored ${path.basename(file)} (made ${header.createdAt} on PostgreSQL ${header.postgresVersion}, ${header.migrations.applied} migrations) ` +
      `into the ${database.kind} database${result.replaced ? ', replacing what was there' : ''}; ${result.files} uploaded file${result.files === 1 ? '' : 's'}.`,
  );
  await printCounts(pool);
  await printLedgerCheck(database.db);
} catch (error) {
  console.error('Restore failed:', error instanceof Error ? error.message : error);
  process.exitCode = error instanceof BackupError ? 2 : 1;
} finally {
  await database.close();
}

async function printCounts(pool: ReturnType<typeof poolOf>) {
  const client = await pool.connect();
  try {
    const tables = await listPublicTables(client);
    const counts = await countRows(client, tables.map((t) => t.name));
    for (const [name, rows] of [...counts].sort(([a], [b]) => a.localeCompare(b))) console.log(`  ${name.padEnd(24)} ${rows} rows`);
  } finally {
    client.release();
  }
}

async function printLedgerCheck(db: typeof database.db) {
  const check = await checkLedger(db);
  console.log(`Checked ${check.customersChecked} customers and ${check.entriesChecked} ledger rows.`);
  for (const m of check.mismatches) {
    console.log(`MISMATCH store ${m.storeId} customer ${m.customerId} (#${m.displayId} ${m.name}): cached ${formatCents(m.cachedBalanceCents)}, ledger ${formatCents(m.ledgerBalanceCents)}`);
  }
  if (check.mismatches.length > 0) {
    console.log(`${check.mismatches.length} mismatch(es) found.`);
    process.exitCode = 1;
  } else {
    console.log('Every balance agrees with its ledger.');
  }
}
