import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { E2E_PORT } from './stack';

/** The file where the stack of this port says where its data directory is (start-stack.ts writes it). */
export function stackInfoFile(root = path.resolve(import.meta.dirname, '../..')): string {
  return path.join(root, 'tmp', `e2e-stack-${E2E_PORT}.json`);
}

/** The copy of dist/client this stack serves (CLIENT_DIR), one per port. */
export function e2eClientDir(root = path.resolve(import.meta.dirname, '../..')): string {
  return path.join(root, 'tmp', `e2e-client-${E2E_PORT}`);
}

/**
 * A client of the stack's own database (its embedded PostgreSQL), for walks that count what was
 * written: the app's server runs it; this connects beside the app. Close it at the end.
 */
export async function stackDatabase(): Promise<pg.Client> {
  const { dataDir } = JSON.parse(fs.readFileSync(stackInfoFile(), 'utf8')) as { dataDir: string };
  const { ensureEmbeddedServer } = await import('../../src/server/db/embedded/server');
  const { url } = await ensureEmbeddedServer(dataDir);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}
