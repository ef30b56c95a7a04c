import path from 'node:path';
import type pg from 'pg';

/**
 * The folder of one database's scheduled backups: `<root>/<database name>-<cluster id>`, root being
 * DATA_DIR/backups. The database's name tells apart databases of one server; PostgreSQL's system
 * identifier (pg_control_system(), the same on a promoted replica) tells apart servers whose databases
 * share a name. Where that function is not granted, the name alone. The schedule prunes only this
 * folder, so instances on other databases and manual backups (./backups) keep their files.
 */
export async function scheduledBackupFolder(pool: pg.Pool, root: string): Promise<string> {
  const { rows } = await pool.query<{ name: string }>('select current_database() as name');
  const cluster = await clusterIdentifier(pool);
  const name = rows[0]!.name.replace(/[^A-Za-z0-9_.-]/g, '_');
  return path.resolve(root, cluster ? `${name}-${cluster}` : name);
}

async function clusterIdentifier(pool: pg.Pool): Promise<string | null> {
  try {
    const { rows } = await pool.query<{ id: string }>('select system_identifier::text as id from pg_control_system()');
    return rows[0]?.id ?? null;
  } catch {
    return null; // not granted (some hosted PostgreSQL): the database name alone
  }
}
