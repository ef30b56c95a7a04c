import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { Config } from './config/config';
import { openPglite, openPostgres, type Database } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { createMailer } from './mail/mailer';
import { createAuth } from './auth/auth';
import type { AppDeps } from './http/types';
import { createLocalStorage } from './storage/storage';

/** Open the configured database (PGlite under DATA_DIR with a process lock, or PostgreSQL) and migrate it. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) {
    const database = openPostgres(config.DATABASE_URL);
    await database.migrate();
    return database;
  }
  const release = lockDataDir(config.DATA_DIR);
  try {
    const database = await openPglite(path.join(config.DATA_DIR, 'pglite'));
    await database.migrate();
    return {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
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

export function createDeps(config: Config, database: Database, log?: (line: string) => void): AppDeps {
  const withSecret = { ...config, AUTH_SECRET: resolveAuthSecret(config) };
  const mailer = createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log });
  const auth = createAuth({ db: database.db, config: withSecret, mailer });
  const storage = createLocalStorage(path.resolve(config.DATA_DIR, 'files'));
  return { db: database.db, databaseKind: database.kind, config: withSecret, auth, mailer, storage };
}
