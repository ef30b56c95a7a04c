// What the cluster needs from the system: Debian's PostgreSQL 15, pg_auto_failover and HAProxy.
// As root with apt-get they are installed; otherwise the command to run is printed.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pgBin } from './layout';
import { isRoot } from './processes';

export const DEBIAN_PACKAGES = ['postgresql-15', 'postgresql-15-auto-failover', 'haproxy'];

function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

export function missingPrerequisites(): string[] {
  const missing: string[] = [];
  if (!fs.existsSync(path.join(pgBin, 'pg_ctl'))) missing.push(`PostgreSQL 15 server binaries (${pgBin})`);
  if (!hasCommand('pg_autoctl')) missing.push('pg_auto_failover (pg_autoctl)');
  if (!hasCommand('haproxy')) missing.push('HAProxy');
  return missing;
}

/** Install what is missing (root + apt-get), or stop with the command that would. */
export function ensurePrerequisites(): void {
  const missing = missingPrerequisites();
  if (missing.length === 0) return;
  const command = `apt-get install -y ${DEBIAN_PACKAGES.join(' ')}`;
  if (!isRoot() || !hasCommand('apt-get')) {
    throw new Error(`Missing: ${missing.join(', ')}.\nInstall them (Debian/Ubuntu): sudo ${command}`);
  }
  console.log(`Installing ${missing.join(', ')}: ${command}`);
  // Debian starts a packaged service at install; the cluster runs its own PostgreSQL and HAProxy.
  const result = spawnSync('sh', ['-c', command], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0 || missingPrerequisites().length > 0) throw new Error(`Could not install ${missingPrerequisites().join(', ')} (${command}).`);
}
