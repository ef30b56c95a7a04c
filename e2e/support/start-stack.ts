/**
 * Starts what the browser tests run against: a real SMTP server that writes each message to
 * tmp/e2e-mail/*.json, and the real built app on a fresh data directory sending mail to it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { e2eClientDir, stackInfoFile } from './database';
import { E2E_ADMIN, E2E_MAIL_DIR, E2E_ORIGIN, E2E_PORT, E2E_STRIPE_WEBHOOK_SECRET } from './stack';
import { startStripeStandIn } from '../../src/server/test/stripe-stand-in';
import { stopEmbeddedServer } from '../../src/server/db/embedded/server';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
fs.mkdirSync(E2E_MAIL_DIR, { recursive: true });
let count = 0;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      count += 1;
      const raw = Buffer.concat(chunks).toString('utf8');
      const to = session.envelope.rcptTo.map((r) => r.address);
      fs.writeFileSync(path.join(E2E_MAIL_DIR, `${Date.now()}-${count}.json`), JSON.stringify({ to, raw }));
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

// Stripe: a local stand-in for its API (checkout page, portal, signed webhooks back to the app).
const stripe = await startStripeStandIn({ webhookUrl: `${E2E_ORIGIN}/api/billing/webhook`, webhookSecret: E2E_STRIPE_WEBHOOK_SECRET });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-e2e-'));
const root = path.resolve(import.meta.dirname, '../..');
// Where this stack's database lives, for the walks that count rows in it (e2e/support/database.ts).
fs.mkdirSync(path.join(root, 'tmp'), { recursive: true });
fs.writeFileSync(stackInfoFile(root), JSON.stringify({ dataDir }));
// NODE_ENV=test: the app honours STRIPE_API_URL (the stand-in above) only in tests. The built app
// reads NODE_ENV nowhere else; better-auth does (its own origin check, skipped in tests, is doubled
// by the app's originCheck on every /api route; its IP fallback and default-secret refusal do not
// apply: the app sends the client IP header and its own secret).
// This stack's own copy of the built client (CLIENT_DIR): the PWA test that deploys a new sw.js
// rewrites it while the other shard's stack keeps serving its own (they ran side by side in CI).
const clientCopy = e2eClientDir(root);
fs.rmSync(clientCopy, { recursive: true, force: true });
fs.cpSync(path.join(root, 'dist/client'), clientCopy, { recursive: true });
const env = {
  ...process.env,
  CLIENT_DIR: clientCopy,
  NODE_ENV: 'test',
  PORT: String(E2E_PORT),
  APP_URL: E2E_ORIGIN,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  AUTH_IP_RATE_LIMIT: 'off',
  STRIPE_SECRET_KEY: 'sk_test_e2e_stand_in',
  STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
  STRIPE_API_URL: stripe.url,
};
// The demo store (an owner and an employee) for the role tests. Seeded asynchronously: the SMTP
// server above lives in this process and must answer the seed's verification mails meanwhile.
const seedStatus = await new Promise<number | null>((resolve) => {
  spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/seed.ts'], { cwd: root, env, stdio: 'inherit' }).on('exit', resolve);
});
if (seedStatus !== 0) throw new Error('seeding the e2e database failed');
const adminStatus = await new Promise<number | null>((resolve) => {
  const args = ['--email', E2E_ADMIN.email, '--password', E2E_ADMIN.password, '--first-name', 'Ada', '--last-name', 'Admin'];
  spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/admin-create.ts', ...args], { cwd: root, env, stdio: 'inherit' }).on('exit', resolve);
});
if (adminStatus !== 0) throw new Error('creating the e2e platform admin failed');

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env,
});

const stop = () => {
  server.kill('SIGTERM');
  smtp.close();
  void stripe.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  smtp.close();
  void stripe.close();
  // The app stops its database when it stops; if it did not get to (killed), stop it here before the
  // directory goes, so no server is left running on a deleted directory.
  void stopEmbeddedServer(dataDir).finally(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
});
