// The cluster's app instances (the built server, dist/server/main.js) and HAProxy in front of them.
import fs from 'node:fs';
import { appCount, appPort, balancerOrigin, databaseReadUrl, databaseUrl, paths, ports, repoRoot } from './layout';
import { isAlive, readPid, run, startDetached, statusOf, stopPid, waitFor } from './processes';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';

/** Seconds an instance keeps serving after SIGTERM while readiness says 503 (3 × the balancer's 1 s check). */
export const SHUTDOWN_DELAY_SECONDS = 3;

export function appEnv(index: number): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(appPort(index)),
    HOST: '127.0.0.1',
    APP_URL: balancerOrigin,
    DATA_DIR: paths.appData,
    DATABASE_URL: databaseUrl,
    // pg_auto_failover's secondary is a streaming replica: the reports read it (decision 061).
    DATABASE_READ_URL: databaseReadUrl,
    TRUST_PROXY: 'true', // HAProxy overwrites X-Forwarded-For (haproxy.cfg)
    SHUTDOWN_DELAY_SECONDS: String(SHUTDOWN_DELAY_SECONDS),
    SMTP_URL: process.env.SMTP_URL ?? '',
    AUTH_IP_RATE_LIMIT: process.env.AUTH_IP_RATE_LIMIT ?? 'on',
    WEB_CONCURRENCY: '1',
  };
}

/** Build the client and the server when their sources changed (npm start's stamps). */
export function buildApp(): void {
  run([process.execPath, 'scripts/start.mjs', '--built'], { cwd: repoRoot, env: process.env });
}

export async function startApp(index: number): Promise<number> {
  const pidFile = paths.appPid(index);
  if (!isAlive(readPid(pidFile))) {
    fs.mkdirSync(paths.appData, { recursive: true });
    startDetached(`app${index + 1}`, [process.execPath, ...SERVER_NODE_FLAGS, 'dist/server/main.js'], { cwd: repoRoot, env: appEnv(index), pidFile });
  }
  return waitFor(`app ${index + 1} on port ${appPort(index)}`, async () => (await statusOf(`http://127.0.0.1:${appPort(index)}/api/health/ready`)) === 200, 90_000);
}

/** SIGTERM: the instance drains (readiness 503, then closes) — decision 053. */
export const stopApp = (index: number, signal: NodeJS.Signals = 'SIGTERM') => stopPid(paths.appPid(index), signal, 30_000);

/** The instance index of a balancer answer's X-Served-By ('app2' → 1). */
export function appIndexOf(servedBy: string | null): number | null {
  const match = /^app(\d+)$/.exec(servedBy ?? '');
  return match ? Number(match[1]) - 1 : null;
}

export function killApp(index: number): void {
  const pid = readPid(paths.appPid(index));
  if (pid && isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/**
 * HAProxy: round robin over the instances that answer /api/health/ready, checked every second
 * (every 500 ms once one failed); two failed checks take an instance out (about 1.5 s, inside the
 * 3 s drain), two good ones bring it back. A check may take 3 s: on a loaded machine a slow answer is
 * not a dead instance. A request whose connection
 * is refused (an instance just killed) is sent to another instance; nothing else is retried by
 * the balancer (a request that reached an instance may have been applied: the client retries it
 * with its Idempotency-Key). Live streams pass unbuffered
 * (HAProxy does not buffer responses), and the idle timeouts are longer than the stream's 25 s
 * heartbeat.
 */
export function haproxyConfig(): string {
  const servers = Array.from({ length: appCount }, (_, i) => `  server app${i + 1} 127.0.0.1:${appPort(i)} check`).join('\n');
  // Tests only (CLUSTER_PIN_HEADER=1, the browser walk): a request with X-Cluster-Pin: appN goes to that
  // instance while it is up (HAProxy ignores use-server for a server that is down), so two browsers can be
  // kept on two instances. Never in the configuration of real machines.
  const pins = process.env.CLUSTER_PIN_HEADER === '1'
    ? Array.from({ length: appCount }, (_, i) => `  use-server app${i + 1} if { req.hdr(x-cluster-pin) -m str app${i + 1} }`).join('\n') + '\n'
    : '';
  return `# Written by scripts/cluster (npm run cluster:up); the same file for real machines is in docs/deploy.md.
global
  maxconn 4096

defaults
  mode http
  log global
  option dontlognull
  timeout connect 2s
  timeout client 90s
  timeout server 90s
  timeout http-keep-alive 10s
  timeout http-request 10s
  timeout tunnel 1h
  timeout check 3s

frontend web
  bind 127.0.0.1:${ports.balancer}
  http-request set-header X-Forwarded-For %[src]
  http-request set-header X-Forwarded-Proto http
  # which instance answered (the drill stops the instance a live stream is on)
  http-response set-header X-Served-By %s
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 1s fastinter 500ms fall 2 rise 2
  retries 3
  retry-on conn-failure
  option redispatch 1
${pins}${servers}

listen stats
  bind 127.0.0.1:${ports.stats}
  stats enable
  stats uri /
`;
}

export async function startBalancer(): Promise<void> {
  const config = haproxyConfig();
  const isChanged = !fs.existsSync(paths.haproxyConfig) || fs.readFileSync(paths.haproxyConfig, 'utf8') !== config;
  fs.writeFileSync(paths.haproxyConfig, config);
  run(['haproxy', '-c', '-q', '-f', paths.haproxyConfig], { env: process.env });
  if (isChanged) await stopBalancer();
  if (!isAlive(readPid(paths.haproxyPid))) startDetached('haproxy', ['haproxy', '-W', '-db', '-f', paths.haproxyConfig], { env: process.env, pidFile: paths.haproxyPid });
  await waitFor(`HAProxy on port ${ports.balancer}`, async () => (await statusOf(`${balancerOrigin}/api/health/ready`)) === 200, 30_000);
}

export const stopBalancer = () => stopPid(paths.haproxyPid, 'SIGTERM', 10_000);
