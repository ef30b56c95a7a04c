import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import { binPath, type Binaries } from './binaries';
import { EmbeddedPostgresError } from './errors';
import type { RunAs } from './system-user';

/** Where the embedded server keeps its things inside DATA_DIR. */
export function clusterPaths(dataDir: string) {
  const root = path.resolve(dataDir);
  return {
    root,
    clusterDir: path.join(root, 'postgres'),
    passwordFile: path.join(root, 'postgres-password'),
    portFile: path.join(root, 'postgres-port'),
    logFile: path.join(root, 'postgres.log'),
  };
}

export type ClusterPaths = ReturnType<typeof clusterPaths>;

/**
 * Settings written into postgresql.conf at creation: localhost TCP only. The unix socket (inside the
 * cluster directory, decision 041) is given at each start, so clusters made before it get it too.
 */
const SERVER_SETTINGS = [
  "listen_addresses = '127.0.0.1'",
  "unix_socket_directories = ''",
  'max_connections = 200',
  "timezone = 'UTC'",
  "log_timezone = 'UTC'",
];

/** The password of the embedded server's superuser: generated once, readable by the owner only. */
export function readOrCreatePassword(paths: ClusterPaths): string {
  fs.mkdirSync(paths.root, { recursive: true });
  if (!fs.existsSync(paths.passwordFile)) {
    // Written whole under a private name, then linked into place: a process starting at the same
    // moment either finds no file or the complete one, never an empty file still being written
    // (it read '' and initdb refused the empty password file). The first link wins; the others keep it.
    const staged = `${paths.passwordFile}.${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(staged, crypto.randomBytes(24).toString('base64url'), { mode: 0o600, flag: 'wx' });
    try {
      fs.linkSync(staged, paths.passwordFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(staged, { force: true });
    }
  }
  return fs.readFileSync(paths.passwordFile, 'utf8').trim();
}

/**
 * Create the cluster on first start (UTF8, builtin C.UTF-8 locale, scram passwords), or check that
 * an existing one was made by this major version. initdb runs in a staging directory the server's
 * user can reach; the finished cluster is moved into place with one rename, so two processes
 * starting at once never see half a cluster.
 */
export async function ensureCluster(paths: ClusterPaths, binaries: Binaries, runAs: RunAs): Promise<'created' | 'existing'> {
  const versionFile = path.join(paths.clusterDir, 'PG_VERSION');
  if (fs.existsSync(versionFile)) {
    checkMajor(fs.readFileSync(versionFile, 'utf8').trim(), binaries, paths);
    return 'existing';
  }
  const password = readOrCreatePassword(paths);
  const staging = fs.mkdtempSync(path.join(runAs ? os.tmpdir() : paths.root, 'corner-store-initdb-'));
  try {
    if (runAs) fs.chownSync(staging, runAs.uid, runAs.gid);
    const pwfile = path.join(staging, 'pwfile');
    fs.writeFileSync(pwfile, password, { mode: 0o600 });
    if (runAs) fs.chownSync(pwfile, runAs.uid, runAs.gid);
    await runInitdb(binaries, staging, runAs);
    fs.appendFileSync(path.join(staging, 'data', 'postgresql.conf'), `\n# Corner Store (embedded)\n${SERVER_SETTINGS.join('\n')}\n`);
    if (fs.existsSync(versionFile)) return 'existing'; // another process finished first
    moveInto(path.join(staging, 'data'), paths.clusterDir);
    return 'created';
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function checkMajor(found: string, binaries: Binaries, paths: ClusterPaths) {
  if (Number(found) === binaries.major) return;
  throw new EmbeddedPostgresError(
    `The database in ${paths.clusterDir} was made by PostgreSQL ${found}; this version of Corner Store runs PostgreSQL ${binaries.major}. ` +
      `To move the data: run \`npm run backup\` with the version that made it, then \`npm run restore FILE\` into an empty DATA_DIR with this version.`,
  );
}

function runInitdb(binaries: Binaries, staging: string, runAs: RunAs): Promise<void> {
  const args = ['-D', 'data', '-U', 'postgres', '-A', 'scram-sha-256', '--pwfile=pwfile', '-E', 'UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--locale=C', '--no-instructions'];
  return new Promise((resolve, reject) => {
    const child = spawn(binPath(binaries, 'initdb'), args, {
      cwd: staging,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(runAs ?? {}),
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new EmbeddedPostgresError(`initdb failed (exit ${code}):\n${output.trim()}`))));
  });
}

/** Rename, or copy and delete when the staging directory is on another file system. */
function moveInto(from: string, to: string) {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') return; // another process moved its cluster in first
    if (code !== 'EXDEV') throw error;
    const partial = `${to}.partial-${process.pid}`;
    fs.cpSync(from, partial, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
    copyOwnership(from, partial);
    try {
      fs.renameSync(partial, to);
    } catch {
      fs.rmSync(partial, { recursive: true, force: true });
    }
  }
}

/** cpSync keeps modes but not owners; the server's user must own every file of its cluster. */
function copyOwnership(from: string, to: string) {
  const stat = fs.lstatSync(from);
  fs.lchownSync(to, stat.uid, stat.gid);
  if (stat.isDirectory()) for (const name of fs.readdirSync(from)) copyOwnership(path.join(from, name), path.join(to, name));
}
