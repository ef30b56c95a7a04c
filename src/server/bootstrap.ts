import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { Config } from './config/config';
import { beforeClose, openEmbedded, openPostgres, warmPool, type Database } from './db/client';
import { warmGenericPlanPool } from './db/generic-plans';
import { ReadReplica } from './db/read-replica';
import { createMailer } from './mail/mailer';
import { createAuth } from './auth/auth';
import type { AppDeps } from './http/types';
import { createLocalStorage, type FileStorage } from './storage/storage';
import { createS3Storage } from './storage/s3-storage';
import { RealtimeHub } from './realtime/hub';
import { Lifecycle } from './lifecycle';

/**
 * Open the configured database and migrate it: PostgreSQL at DATABASE_URL, or the embedded
 * PostgreSQL server of DATA_DIR (started here, or reused when another process already runs it).
 */
export async function openDatabase(config: Config, options: { log?: (line: string) => void; max?: number; keepServer?: boolean } = {}): Promise<Database> {
  const database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, options.max, 'postgres', config.DATABASE_POOL_MIN)
    : await openEmbedded(config.DATA_DIR, options);
  try {
    await database.migrate();
    if (config.DATABASE_URL) {
      await warmPool(database.db, Math.min(config.DATABASE_POOL_MIN, options.max ?? 20));
      await warmGenericPlanPool(database.db, config.DATABASE_POOL_MIN);
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** AUTH_SECRET, or one generated once and kept in DATA_DIR so sessions survive restarts. */
export function resolveAuthSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const file = path.join(config.DATA_DIR, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** Uploaded files: the S3-compatible bucket when S3_BUCKET is set (several machines), else DATA_DIR/files. */
export function createStorage(config: Config): FileStorage {
  if (!config.S3_BUCKET) return createLocalStorage(path.resolve(config.DATA_DIR, 'files'));
  return createS3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    prefix: config.S3_PREFIX,
  });
}

export function createDeps(config: Config, database: Database, log?: (line: string) => void): AppDeps {
  const withSecret = { ...config, AUTH_SECRET: resolveAuthSecret(config) };
  const mailer = createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log, secret: withSecret.AUTH_SECRET });
  const auth = createAuth({ db: database.db, config: withSecret, mailer });
  const storage = createStorage(config);
  const realtime = new RealtimeHub({ db: database.db, sessionCheckMs: config.SSE_SESSION_CHECK_SECONDS * 1000, log });
  const readReplica = openReadReplica(config, database);
  return { db: database.db, databaseKind: database.kind, config: withSecret, auth, mailer, storage, realtime, lifecycle: new Lifecycle(), readReplica };
}

/** DATABASE_READ_URL: a pool on the replica (10 connections), closed with the primary's (decision 061). */
export function openReadReplica(config: Config, database: Database): ReadReplica | undefined {
  if (!config.DATABASE_READ_URL) return undefined;
  const replica = openPostgres(config.DATABASE_READ_URL, 10);
  beforeClose(database.db, () => replica.close());
  return new ReadReplica(database.db, replica.db, { maxLagMs: config.DATABASE_READ_MAX_LAG_SECONDS * 1000 });
}
