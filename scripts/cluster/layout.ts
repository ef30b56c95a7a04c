// Where the one-machine cluster lives and which ports it uses (docs/deploy.md, decision 053).
// Everything is under tmp/cluster/ of the checkout (or /tmp, see reachable-dir.ts); nothing touches a system PostgreSQL on 5432.
import path from 'node:path';
import { reachableDir } from './reachable-dir';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const root = reachableDir(process.env.CLUSTER_DIR || path.join(repoRoot, 'tmp/cluster'));

/** PostgreSQL refuses to run as root: the database processes run as this system user. */
export const dbUser = 'corner-store-cluster';
export const pgBin = process.env.CLUSTER_PG_BIN || '/usr/lib/postgresql/15/bin';
export const databaseName = 'corner_store';

export const ports = {
  balancer: Number(process.env.CLUSTER_PORT || 3200),
  /** HAProxy's stats page (which instance is up, how many sessions). */
  stats: Number(process.env.CLUSTER_STATS_PORT || 3209),
  monitor: Number(process.env.CLUSTER_PG_PORT || 5441),
};
/** The two database nodes: pg_auto_failover makes one primary and one synchronous standby. */
export const nodes = [
  { name: 'node1', port: ports.monitor + 1 },
  { name: 'node2', port: ports.monitor + 2 },
] as const;
export type NodeName = (typeof nodes)[number]['name'];

export const appCount = Number(process.env.CLUSTER_APPS || 3);
export const appPort = (index: number) => ports.balancer + 1 + index;

export const paths = {
  root,
  home: path.join(root, 'home'),
  sockets: path.join(root, 'sockets'),
  run: path.join(root, 'run'),
  logs: path.join(root, 'logs'),
  monitorData: path.join(root, 'monitor'),
  nodeData: (name: string) => path.join(root, name),
  /** The apps' DATA_DIR: auth secret and uploaded files shared by the instances of this one machine. */
  appData: path.join(root, 'app-data'),
  haproxyConfig: path.join(root, 'haproxy.cfg'),
  haproxyPid: path.join(root, 'run', 'haproxy.pid'),
  appPid: (index: number) => path.join(root, 'run', `app${index + 1}.pid`),
};

/** What the apps connect with: both nodes, the read-write one wins (decision 053). */
export const databaseUrl = `postgres://${dbUser}@${nodes.map((n) => `127.0.0.1:${n.port}`).join(',')}/${databaseName}?target_session_attrs=read-write`;
/** Reports, exports and admin lists: the standby first, the primary when no standby answers (decision 061). */
export const databaseReadUrl = `postgres://${dbUser}@${nodes.map((n) => `127.0.0.1:${n.port}`).join(',')}/${databaseName}?target_session_attrs=prefer-standby`;
export const monitorUrl = `postgres://autoctl_node@127.0.0.1:${ports.monitor}/pg_auto_failover?sslmode=disable`;
export const balancerOrigin = `http://localhost:${ports.balancer}`;
