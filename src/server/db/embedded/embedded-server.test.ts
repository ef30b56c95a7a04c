import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureEmbeddedServer, stopEmbeddedServer } from './server';
import { readPostmasterPid, sleep } from './postmaster';
import { EmbeddedPostgresError } from './errors';
import { serverUser } from './system-user';

/**
 * The embedded server's lifecycle, on real data directories: created, reused, restarted after the
 * app or the server itself was killed, a stale lock whose PID now belongs to another process, a
 * taken port, several processes starting at once, another major version refused.
 */
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-embedded-test-'));
  dirs.push(dir);
  return dir;
};

afterAll(async () => {
  for (const dir of dirs) {
    await stopEmbeddedServer(dir);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

// The PostgreSQL-15 pass of the server tests (TEST_DB=postgres) has nothing to add here.
describe.skipIf(process.env.TEST_DB === 'postgres')('embedded PostgreSQL server', () => {
  /** A created cluster holding the table 'kept' (n = 42), stopped: each test starts from a copy of its own. */
  const template = tempDir();
  beforeAll(async () => {
    const server = await ensureEmbeddedServer(template);
    await query(server.url, 'create table kept (n int); insert into kept values (42)');
    await stopEmbeddedServer(template);
  }, 120_000);

  /** A copy of the template (cp -a keeps the server user's ownership and modes), started unless told not to. */
  async function ownCluster(options: { start?: boolean } = {}) {
    const dir = tempDir();
    const copied = spawnSync('cp', ['-a', `${template}/.`, dir], { stdio: 'pipe' });
    if (copied.status !== 0) throw new Error(`copying the template cluster failed: ${String(copied.stderr)}`);
    const server = options.start === false ? null : await ensureEmbeddedServer(dir);
    return { dataDir: dir, server };
  }

  it('creates the cluster on first start: UTF8, localhost only, password in a file only the owner reads', async () => {
    const dataDir = tempDir();
    const server = await ensureEmbeddedServer(dataDir);
    expect(server).toMatchObject({ created: true, started: true });
    const [settings] = await query(
      server.url,
      "select current_setting('server_encoding') enc, current_setting('listen_addresses') listen, current_setting('unix_socket_directories') sockets, current_setting('server_version_num')::int v",
    );
    expect(settings).toMatchObject({ enc: 'UTF8', listen: '127.0.0.1' });
    expect(settings.v).toBeGreaterThanOrEqual(170000);
    expect(fs.statSync(path.join(dataDir, 'postgres-password')).mode & 0o777).toBe(0o600);
    await expect(query(server.url.replace(/:[^:@/]+@/, ':wrong@'), 'select 1')).rejects.toThrow(/password/);
    await expect(query(server.serverUrl.replace(/:[^:@/]+@/, ':wrong@') + 'postgres', 'select 1')).rejects.toThrow(/password/);
  });

  it('serves the app through a unix socket in its own cluster directory, open to its owner only (decision 041)', async () => {
    const { dataDir, server } = await ownCluster();
    if (!server) throw new Error('not started');
    const socket = path.join(dataDir, 'postgres', `.s.PGSQL.${server.port}`);
    expect(server.socketDir).toBe(path.join(dataDir, 'postgres'));
    expect(fs.statSync(socket).isSocket()).toBe(true);
    expect(fs.statSync(socket).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dataDir, 'postgres')).mode & 0o077).toBe(0);
    // The app's connection goes through it: a unix-socket backend has no client address.
    const [through] = await query(server.url, 'select inet_client_addr() as addr');
    expect(through).toEqual({ addr: null });
    // The password is asked on the socket as on TCP.
    await expect(query(server.url.replace(/:[^:@/]+@/, ':wrong@'), 'select 1')).rejects.toThrow(/password/);
  });

  it('is reused when it already runs (another process, or an app killed with kill -9)', async () => {
    const { dataDir } = await ownCluster();
    const before = readPostmasterPid(path.join(dataDir, 'postgres'));
    const again = await ensureEmbeddedServer(dataDir);
    expect(again).toMatchObject({ created: false, started: false, port: before!.port });
    expect(readPostmasterPid(path.join(dataDir, 'postgres'))!.pid).toBe(before!.pid);
  });

  it('restarts after the server itself was killed (stale postmaster.pid), with the data kept', async () => {
    const { dataDir } = await ownCluster();
    const { pid } = readPostmasterPid(path.join(dataDir, 'postgres'))!;
    process.kill(pid, 'SIGKILL');
    await sleep(300);
    const server = await ensureEmbeddedServer(dataDir);
    expect(server.started).toBe(true);
    expect(await query(server.url, 'select n from kept')).toEqual([{ n: 42 }]);
  });

  it('starts when the lock names a PID now used by an unrelated live process', async () => {
    const { dataDir } = await ownCluster();
    const { port } = readPostmasterPid(path.join(dataDir, 'postgres'))!;
    expect(await stopEmbeddedServer(dataDir)).toBe(true);
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    // Not this process (PostgreSQL takes a lock naming its own parent for stale by itself), and one
    // of the server's own user (another user's PID, which it may not signal, it also takes for stale).
    const unrelated = spawn('sleep', ['30'], { stdio: 'ignore', ...(serverUser() ?? {}) });
    try {
      fs.writeFileSync(pidFile, `${unrelated.pid}\n${dataDir}/postgres\n0\n5432\n\n127.0.0.1\n0 0\nready   \n`);
      // A kill -9 of the server leaves its socket's lock file naming the same PID.
      fs.writeFileSync(path.join(dataDir, 'postgres', `.s.PGSQL.${port}.lock`), `${unrelated.pid}\n${dataDir}/postgres\n0\n${port}\n/proc/self/cwd\n`);
      const server = await ensureEmbeddedServer(dataDir);
      expect(server.started).toBe(true);
      expect(readPostmasterPid(path.join(dataDir, 'postgres'))!.pid).not.toBe(unrelated.pid);
    } finally {
      unrelated.kill();
    }
  });

  it('moves to a free port when its port was taken while it was stopped', async () => {
    const { dataDir } = await ownCluster();
    const { port } = readPostmasterPid(path.join(dataDir, 'postgres'))!;
    await stopEmbeddedServer(dataDir);
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      const server = await ensureEmbeddedServer(dataDir);
      expect(server.port).not.toBe(port);
      expect(await query(server.url, 'select n from kept')).toEqual([{ n: 42 }]);
    } finally {
      squatter.close();
    }
  });

  it('stops cleanly: postmaster.pid gone, nothing left listening', async () => {
    const { dataDir } = await ownCluster();
    const { port } = readPostmasterPid(path.join(dataDir, 'postgres'))!;
    expect(await stopEmbeddedServer(dataDir)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    await expect(query(`postgres://postgres:x@127.0.0.1:${port}/postgres`, 'select 1')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('refuses a data directory made by another major version, saying how to move the data', async () => {
    const { dataDir } = await ownCluster({ start: false });
    const versionFile = path.join(dataDir, 'postgres', 'PG_VERSION');
    const real = fs.readFileSync(versionFile, 'utf8');
    fs.writeFileSync(versionFile, '16\n');
    try {
      await expect(ensureEmbeddedServer(dataDir)).rejects.toThrow(EmbeddedPostgresError);
      await expect(ensureEmbeddedServer(dataDir)).rejects.toThrow(/PostgreSQL 16.*npm run backup.*npm run restore/s);
    } finally {
      fs.writeFileSync(versionFile, real);
    }
  });

  it('serves several processes starting at once on a fresh directory: one cluster, one server', async () => {
    const fresh = tempDir();
    const script = `import { ensureEmbeddedServer } from ${JSON.stringify(path.resolve('src/server/db/embedded/server.ts'))};
      const s = await ensureEmbeddedServer(${JSON.stringify(fresh)}); console.log(JSON.stringify({ port: s.port, started: s.started }));`;
    const run = () =>
      new Promise<{ port: number; started: boolean }>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        let err = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (err += d));
        child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(err))));
      });
    const results = await Promise.all([run(), run(), run()]);
    expect(new Set(results.map((r) => r.port)).size).toBe(1);
    expect(results.filter((r) => r.started)).toHaveLength(1);
  }, 60_000);
});
