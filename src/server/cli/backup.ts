import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config';
import { migrationsFolder } from '../db/client';
import { createBackup } from '../backup/create-backup';
import { filesDirOf, openDatabaseAsIs, poolOf } from '../backup/open-database';

/**
 * npm run backup [-- --dir DIR] — a consistent backup of the configured database (embedded or
 * DATABASE_URL) and the uploaded files, while the app keeps serving: ./backups/corner-store-….csbackup
 */
const { values } = parseArgs({ options: { dir: { type: 'string', default: 'backups' } } });

const config = loadConfig();
const database = await openDatabaseAsIs(config, (line) => console.log(line));
try {
  const result = await createBackup({
    pool: poolOf(database),
    dir: path.resolve(values.dir!),
    filesDir: filesDirOf(config),
    migrationsFolder,
    onTable: (table) => console.log(`  ${table.name.padEnd(24)} ${table.rows} rows`),
  });
  const { header } = result;
  const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Backup written: ${path.relative(process.cwd(), result.file)} (${(result.bytes / 1024).toFixed(1)} kB): ` +
      `${header.tables.length} tables, ${rows} rows, ${header.files.count} uploaded file${header.files.count === 1 ? '' : 's'}; PostgreSQL ${header.postgresVersion}, ` +
      `${header.migrations.applied} migrations applied (${database.kind}).`,
  );
} catch (error) {
  console.error('Backup failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
