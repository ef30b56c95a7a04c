/**
 * A Corner Store backup (`*.csbackup`): one gzip stream holding
 *
 *   MAGIC
 *   frame: the header (JSON, below)
 *   per table, in foreign-key order: frame {"kind":"table","name":…}, its COPY text in frames, an empty frame
 *   per uploaded file:               frame {"kind":"file","path":…},  its bytes in frames,     an empty frame
 *   frame {"kind":"end"}
 *
 * A frame is a 4-byte big-endian length and that many bytes. The table data is PostgreSQL's COPY
 * text format, so any PostgreSQL version can load it; the migration state says which schema it fits.
 */
export const MAGIC = Buffer.from('CORNER-STORE-BACKUP\n');
export const FORMAT_VERSION = 1;
export const BACKUP_EXTENSION = '.csbackup';

export type BackupTable = { name: string; columns: string[]; rows: number };

export type BackupMigrations = {
  /** Rows in drizzle.__drizzle_migrations of the backed-up database. */
  applied: number;
  /** The hash of the last one applied (sha256 of its SQL file), null when none is. */
  lastHash: string | null;
  /** The migration tags of the code that made the backup (meta/_journal.json), in order. */
  tags: string[];
};

export type BackupHeader = {
  format: 'corner-store-backup';
  version: typeof FORMAT_VERSION;
  createdAt: string;
  postgresVersion: string;
  migrations: BackupMigrations;
  /** In the order their data follows (parents before the tables that reference them). */
  tables: BackupTable[];
  files: { count: number; bytes: number };
};

export type SectionHeader = { kind: 'table'; name: string } | { kind: 'file'; path: string; bytes: number } | { kind: 'end' };

export type BackupErrorCode =
  | 'NOT_A_BACKUP'
  | 'TRUNCATED'
  | 'NEWER_MIGRATIONS'
  | 'MIGRATIONS_DIFFER'
  | 'TARGET_NOT_EMPTY'
  | 'ROW_COUNT_MISMATCH';

/** A backup or restore that cannot go on, with a sentence the person running it can act on. */
export class BackupError extends Error {
  constructor(
    readonly code: BackupErrorCode,
    message: string,
  ) {
    super(message);
  }
}
