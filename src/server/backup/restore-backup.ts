import type pg from 'pg';
import { BackupError, type BackupHeader, type SectionHeader } from './backup-format';
import { openBackup } from './backup-reader';
import type { FrameReader } from './frames';
import { checkBackupMigrations, migrateTo, readCodeMigrations } from './migration-state';
import { loadTables } from './load-tables';
import { dropSchemas, inspectTarget, isEmptyTarget, type TargetState } from './target-state';
import { removeDataFiles, writeDataFile } from './data-files';

export type RestoreBackupOptions = {
  pool: pg.Pool;
  file: string;
  /** DATA_DIR/files: where the backup's uploaded files go; null skips them. */
  filesDir: string | null;
  /** Replace a database (and files folder) that already holds data. */
  force: boolean;
  migrationsFolder: string;
};

export type RestoreResult = { header: BackupHeader; files: number; replaced: boolean };

/**
 * Restore a backup into an empty database (refused when it holds rows, unless forced): this code's
 * migrations up to the backup's, the rows in one transaction, then the rest of the migrations — so
 * a backup of an older version comes up migrated, whatever PostgreSQL version either side runs.
 */
export async function restoreBackup(options: RestoreBackupOptions): Promise<RestoreResult> {
  const { header, reader, close } = await openBackup(options.file);
  try {
    checkBackupMigrations(header.migrations, readCodeMigrations(options.migrationsFolder));
    const client = await options.pool.connect();
    let state: TargetState;
    let failure: Error | undefined;
    try {
      state = await inspectTarget(client, options.filesDir);
      if (!isEmptyTarget(state) && !options.force) throw notEmpty(state);
      if (state.tables > 0 || state.isMigrated) await dropSchemas(client);
      if (options.filesDir && state.files > 0) removeDataFiles(options.filesDir);
      await migrateTo(options.pool, options.migrationsFolder, header.migrations.applied);
      await loadTables(client, reader, header.tables);
    } catch (error) {
      failure = error as Error;
      throw error;
    } finally {
      client.release(failure); // a connection that failed mid-COPY is not reused
    }
    await migrateTo(options.pool, options.migrationsFolder);
    // Statistics for every restored table now, not when autovacuum gets to it: until then the planner
    // would take every store for empty (the directory page sorting a whole store, decision 057).
    await options.pool.query('analyze');
    const files = await restoreFiles(reader, options.filesDir);
    return { header, files, replaced: !isEmptyTarget(state) };
  } finally {
    close();
  }
}

function notEmpty(state: TargetState) {
  const what = [
    state.tablesWithRows.length > 0 ? `the database has rows in ${state.tablesWithRows.length} table${state.tablesWithRows.length === 1 ? '' : 's'} (${state.tablesWithRows.slice(0, 4).join(', ')}${state.tablesWithRows.length > 4 ? ', …' : ''})` : '',
    state.files > 0 ? `the files folder holds ${state.files} file${state.files === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  return new BackupError('TARGET_NOT_EMPTY', `Not restoring over existing data: ${what.join(' and ')}. Restore into an empty data directory or database, or add --force to replace it.`);
}

/** The uploaded files that follow the tables, up to the end mark (a missing end mark: incomplete backup). */
async function restoreFiles(reader: FrameReader, filesDir: string | null): Promise<number> {
  let files = 0;
  for (;;) {
    const section = await reader.json<SectionHeader>();
    if (section.kind === 'end') return files;
    if (section.kind !== 'file') throw new BackupError('NOT_A_BACKUP', `The backup is damaged: unexpected section ${JSON.stringify(section)}.`);
    if (filesDir) {
      await writeDataFile(filesDir, section.path, reader.section());
      files++;
    } else {
      for await (const _chunk of reader.section()); // skipped
    }
  }
}
