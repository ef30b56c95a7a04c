import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { reachableDir } from '../../../scripts/cluster/reachable-dir';

/**
 * A real PostgreSQL 15 primary and a streaming replica made from it with pg_basebackup, each on its
 * own port and data directory under tmp/ (decision 061's tests). Debian's PostgreSQL 15 binaries
 * (the embedded server's package has no pg_basebackup). As root the servers run as the system user
 * `corner-store-cluster` (PostgreSQL refuses root), created when missing.
 */
export const PG15_BIN = process.env.CLUSTER_PG_BIN || '/usr/lib/postgresql/15/bin';
const DB_USER = 'corner-store-cluster';
const isRoot = () => os.userInfo().uid === 0;

export type ReplicaPair = {
  primaryUrl: string;
  replicaUrl: string;
  /** Run SQL on the replica as its superuser (pause or resume replay). */
  onReplica: (text: string) => Promise<void>;
  stopReplica: () => void;
  startReplica: () => void;
  stop: () => void;
};

function asUser(argv: string[]): string[] {
  return isRoot() ? ['runuser', '-u', DB_USER, '--', ...argv] : argv;
}

function run(argv: string[]): void {
  const [command, ...args] = asUser(argv);
  const result = spawnSync(command!, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${argv.join(' ')} failed:\n${result.stdout}${result.stderr}`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const settings = (port: number, dir: string) =>
  `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nfsync = off\nshared_buffers = 16MB\nmax_connections = 40\n`;

export async function startReplicaPair(): Promise<ReplicaPair> {
  if (!fs.existsSync(path.join(PG15_BIN, 'pg_basebackup'))) throw new Error(`PostgreSQL 15 with pg_basebackup is needed in ${PG15_BIN} (Debian: apt-get install postgresql-15)`);
  if (isRoot()) execFileSync('sh', ['-c', `id -u ${DB_USER} >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin ${DB_USER}`]);
  const base = reachableDir(path.resolve('tmp'));
  fs.mkdirSync(base, { recursive: true });
  const root = fs.mkdtempSync(path.join(base, 'replica-pair-'));
  fs.chmodSync(root, 0o755);
  if (isRoot()) execFileSync('chown', [DB_USER, root]);
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const pgCtl = (dir: string, action: string, extra: string[] = []) => run([path.join(PG15_BIN, 'pg_ctl'), action, '-D', dir, '-w', '-s', '-l', `${dir}.log`, ...extra]);

  run([path.join(PG15_BIN, 'initdb'), '-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  fs.appendFileSync(path.join(primaryDir, 'postgresql.conf'), settings(primaryPort, root));
  pgCtl(primaryDir, 'start');
  run([path.join(PG15_BIN, 'pg_basebackup'), '-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '--no-sync']);
  fs.appendFileSync(path.join(replicaDir, 'postgresql.conf'), settings(replicaPort, root));
  pgCtl(replicaDir, 'start');
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const dir of [replicaDir, primaryDir]) {
      const [command, ...args] = asUser([path.join(PG15_BIN, 'pg_ctl'), 'stop', '-D', dir, '-m', 'immediate', '-s']);
      spawnSync(command!, args); // already stopped is fine
    }
    fs.rmSync(root, { recursive: true, force: true });
  };
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${primaryPort}/postgres` });
  await admin.connect();
  await admin.query('create database cs_replica_test');
  await admin.end();
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/cs_replica_test`;
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/cs_replica_test`,
    replicaUrl,
    onReplica: async (text) => {
      const client = new pg.Client({ connectionString: replicaUrl });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    },
    stopReplica: () => pgCtl(replicaDir, 'stop', ['-m', 'fast']),
    startReplica: () => pgCtl(replicaDir, 'start'),
    stop,
  };
}
