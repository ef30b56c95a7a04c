import { spawnSync } from 'node:child_process';
import { EmbeddedPostgresError } from './errors';

/** The unprivileged system user the embedded server runs as when the app runs as root. */
export const SYSTEM_USER = 'corner-store-db';

export type RunAs = { uid: number; gid: number } | null;

/**
 * PostgreSQL refuses to run as root. As root (containers, CI), the server runs as SYSTEM_USER,
 * created here once (a system account with no login shell and no home). Otherwise null: the
 * server runs as the user running the app.
 */
export function serverUser(): RunAs {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  let ids = lookup();
  if (!ids) {
    const created = spawnSync('useradd', ['--system', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', '--user-group', SYSTEM_USER], { stdio: 'pipe' });
    ids = lookup();
    if (!ids) {
      throw new EmbeddedPostgresError(
        `Running as root: PostgreSQL cannot run as root, and creating the system user '${SYSTEM_USER}' failed ` +
          `(${String(created.stderr || created.error || 'useradd not found').trim()}). Create it, run as a normal user, or set DATABASE_URL.`,
      );
    }
  }
  return ids;
}

function lookup(): RunAs {
  const uid = spawnSync('id', ['-u', SYSTEM_USER], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', SYSTEM_USER], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}
