import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { BACKUP_EXTENSION, BackupError, FORMAT_VERSION, MAGIC, type BackupHeader, type BackupTable, type SectionHeader } from './backup-format';
import { FrameWriter } from './frames';
import { readCodeMigrations, readDatabaseMigrations } from './migration-state';
import { columnsSql, countRows, listPublicTables, tableSql, useStableTextFormat } from './public-tables';
import { listDataFiles, readDataFile, type DataFile } from './data-files';

export type CreateBackupOptions = {
  pool: pg.Pool;
  /** The folder the file goes into (./backups), made when missing. */
  dir: string;
  /** DATA_DIR/files: the uploaded files go into the backup too; null leaves them out. */
  filesDir: string | null;
  migrationsFolder: string;
  now?: Date;
  /** The file name's start: `corner-store` (manual backups) unless given (the schedule's own). */
  namePrefix?: string;
  /** Called after each table's rows are written (progress; in the snapshot, so writes meanwhile are not in it). */
  onTable?: (table: BackupTable) => void | Promise<void>;
};

export type BackupResult = { file: string; bytes: number; header: BackupHeader };

/**
 * Write a backup of the database while it keeps serving: every table of the public schema read in
 * one REPEATABLE READ READ ONLY transaction (one snapshot, so the rows agree with each other however
 * the app writes meanwhile), COPY text into one gzip file, then the uploaded files.
 */
export async function createBackup(options: CreateBackupOptions): Promise<BackupResult> {
  const now = options.now ?? new Date();
  const target = reserveFile(options.dir, options.namePrefix ?? 'corner-store', now);
  const client = await options.pool.connect();
  const gzip = zlib.createGzip({ level: 6 });
  const written = pipeline(gzip, fs.createWriteStream(target.partial, { mode: 0o600 }));
  written.catch(() => undefined); // awaited below; a failure shows there or through the writes
  let isReleased = false;
  const release = (error?: Error) => {
    if (!isReleased) client.release(error); // after a failure not reused: it may be mid-COPY
    isReleased = true;
  };
  try {
    await client.query('begin transaction isolation level repeatable read, read only');
    await useStableTextFormat(client);
    const files = options.filesDir ? listDataFiles(options.filesDir) : [];
    const header = await readHeader(client, options.migrationsFolder, files, now);
    const writer = new FrameWriter(gzip);
    await writer.raw(MAGIC);
    await writer.json(header);
    for (const table of header.tables) {
      await writeTable(client, writer, table);
      await options.onTable?.(table);
    }
    await client.query('commit');
    release();
    for (const file of files) {
      await writer.json({ kind: 'file', path: file.path, bytes: file.bytes } satisfies SectionHeader);
      await writer.section(readDataFile(options.filesDir!, file));
    }
    await writer.json({ kind: 'end' } satisfies SectionHeader);
    gzip.end();
    await written;
    fs.renameSync(target.partial, target.file);
    return { file: target.file, bytes: fs.statSync(target.file).size, header };
  } catch (error) {
    release(error as Error);
    gzip.destroy();
    await written.catch(() => undefined);
    fs.rmSync(target.partial, { force: true });
    throw error;
  }
}

async function readHeader(client: pg.PoolClient, migrationsFolder: string, files: DataFile[], now: Date): Promise<BackupHeader> {
  const tables = await listPublicTables(client);
  const counts = await countRows(client, tables.map((t) => t.name));
  const codeTags = readCodeMigrations(migrationsFolder).map((m) => m.tag);
  const { rows } = await client.query<{ server_version: string }>('show server_version');
  return {
    format: 'corner-store-backup',
    version: FORMAT_VERSION,
    createdAt: now.toISOString(),
    postgresVersion: rows[0]!.server_version,
    migrations: await readDatabaseMigrations(client, codeTags),
    tables: tables.map((t) => ({ ...t, rows: counts.get(t.name)! })),
    files: { count: files.length, bytes: files.reduce((sum, f) => sum + f.bytes, 0) },
  };
}

/** One table as COPY text (one line per row), checked against the count taken in the same snapshot. */
async function writeTable(client: pg.PoolClient, writer: FrameWriter, table: BackupTable) {
  await writer.json({ kind: 'table', name: table.name } satisfies SectionHeader);
  const copy = client.query(copyTo(`copy (select ${columnsSql(table.columns)} from ${tableSql(table.name)}) to stdout`));
  let lines = 0;
  async function* counted() {
    for await (const chunk of copy as AsyncIterable<Buffer>) {
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      yield chunk;
    }
  }
  await writer.section(counted());
  if (lines !== table.rows) throw new BackupError('ROW_COUNT_MISMATCH', `Table ${table.name}: counted ${table.rows} rows but exported ${lines}.`);
}

/** backups/corner-store-YYYYMMDD-HHMMSS.csbackup (UTC), with -2, -3 … when that name is taken. */
function reserveFile(dir: string, prefix: string, now: Date) {
  fs.mkdirSync(dir, { recursive: true });
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  for (let n = 1; ; n++) {
    const file = path.resolve(dir, `${prefix}-${stamp}${n > 1 ? `-${n}` : ''}${BACKUP_EXTENSION}`);
    const partial = `${file}.partial`;
    if (fs.existsSync(file)) continue;
    try {
      fs.closeSync(fs.openSync(partial, 'wx', 0o600));
      return { file, partial };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}
