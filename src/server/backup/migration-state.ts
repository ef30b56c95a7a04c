import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { BackupError, type BackupMigrations } from './backup-format';

export type CodeMigration = { tag: string; hash: string };

type Journal = { entries: { tag: string }[] };

const readJournal = (folder: string) => JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;

/** This code's migrations in order, with the hash drizzle records for each. */
export function readCodeMigrations(folder: string): CodeMigration[] {
  const tags = readJournal(folder).entries.map((entry) => entry.tag);
  return readMigrationFiles({ migrationsFolder: folder }).map((migration, i) => ({ tag: tags[i]!, hash: migration.hash }));
}

/** What drizzle.__drizzle_migrations of a database says (0 applied when it has none). */
export async function readDatabaseMigrations(client: pg.ClientBase, codeTags: string[]): Promise<BackupMigrations> {
  const { rows } = await client.query<{ exists: boolean }>("select to_regclass('drizzle.__drizzle_migrations') is not null as exists");
  if (!rows[0]?.exists) return { applied: 0, lastHash: null, tags: codeTags };
  const state = await client.query<{ applied: number; last_hash: string | null }>(
    'select count(*)::int as applied, (select hash from drizzle.__drizzle_migrations order by created_at desc limit 1) as last_hash from drizzle.__drizzle_migrations',
  );
  return { applied: state.rows[0]!.applied, lastHash: state.rows[0]!.last_hash, tags: codeTags };
}

/**
 * A backup can be restored when the migrations its database had are the first ones of this code's:
 * the same tags in the same order, and the last one's SQL identical. A backup from newer code is refused.
 */
export function checkBackupMigrations(backup: BackupMigrations, code: CodeMigration[]) {
  if (backup.applied > code.length) {
    throw new BackupError(
      'NEWER_MIGRATIONS',
      `This backup comes from a newer version of Corner Store: its database had ${backup.applied} migrations, this code has ${code.length}. ` +
        'Restore it with the version that made it (or a newer one).',
    );
  }
  const known = Math.min(backup.applied, backup.tags.length);
  for (let i = 0; i < known; i++) {
    if (backup.tags[i] !== code[i]!.tag) {
      throw new BackupError('MIGRATIONS_DIFFER', `This backup's migration ${i + 1} is '${backup.tags[i]}', this code's is '${code[i]!.tag}': they do not share a history.`);
    }
  }
  const last = code[backup.applied - 1];
  if (last && last.hash !== backup.lastHash) {
    throw new BackupError('MIGRATIONS_DIFFER', `This backup's database was migrated with a different '${last.tag}' than this code's: they do not share a history.`);
  }
}

/**
 * Apply exactly the first `count` of the folder's migrations (drizzle applies a whole folder, so
 * it gets a temporary copy whose journal lists only those), or all of them when count is omitted.
 */
export async function migrateTo(pool: pg.Pool, folder: string, count?: number) {
  const db = drizzle({ client: pool });
  if (count === undefined) return migrate(db, { migrationsFolder: folder });
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'corner-store-migrations-'));
  try {
    fs.cpSync(folder, copy, { recursive: true });
    const journal = readJournal(folder);
    fs.writeFileSync(path.join(copy, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
    await migrate(db, { migrationsFolder: copy });
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}
