import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { BackupError } from './backup-format';

export type DataFile = { path: string; bytes: number };

/** The uploaded files under DATA_DIR/files (customer photos …), as relative '/'-separated paths. */
export function listDataFiles(root: string): DataFile[] {
  if (!fs.existsSync(root)) return [];
  const entries = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).sort();
  const files: DataFile[] = [];
  for (const entry of entries) {
    const stat = fs.statSync(path.join(root, entry));
    // Half-written uploads (storage writes '<name>.<pid>.tmp', then renames) are not files yet.
    if (stat.isFile() && !entry.endsWith('.tmp')) files.push({ path: entry.split(path.sep).join('/'), bytes: stat.size });
  }
  return files;
}

export function readDataFile(root: string, file: DataFile): Readable {
  return fs.createReadStream(path.join(root, ...file.path.split('/')), { highWaterMark: 256 * 1024 });
}

/** Write one file of a backup under root (never outside it), through a temporary name. */
export async function writeDataFile(root: string, relative: string, chunks: AsyncIterable<Buffer>) {
  const target = path.resolve(root, ...relative.split('/'));
  if (!target.startsWith(path.resolve(root) + path.sep)) throw new BackupError('NOT_A_BACKUP', `The backup names a file outside the files folder: ${relative}`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.tmp`;
  await pipeline(Readable.from(chunks), fs.createWriteStream(temp, { mode: 0o600 }));
  fs.renameSync(temp, target);
}

export function removeDataFiles(root: string) {
  fs.rmSync(root, { recursive: true, force: true });
}
