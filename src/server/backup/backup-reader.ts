import fs from 'node:fs';
import zlib from 'node:zlib';
import { BackupError, FORMAT_VERSION, MAGIC, type BackupHeader } from './backup-format';
import { FrameReader } from './frames';

export type OpenedBackup = { header: BackupHeader; reader: FrameReader; close: () => void };

/** Open a backup file and read its header; the sections follow through `reader`. */
export async function openBackup(file: string): Promise<OpenedBackup> {
  const input = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const close = () => {
    input.destroy();
    gunzip.destroy();
  };
  try {
    const reader = new FrameReader(gunzip);
    const magic = await reader.bytes(MAGIC.length).catch(() => Buffer.alloc(0));
    if (!magic.equals(MAGIC)) throw new BackupError('NOT_A_BACKUP', `${file} is not a Corner Store backup.`);
    const header = await reader.json<BackupHeader>();
    if (header.format !== 'corner-store-backup' || header.version !== FORMAT_VERSION) {
      throw new BackupError('NOT_A_BACKUP', `${file} has backup format version ${header.version}; this code reads version ${FORMAT_VERSION}.`);
    }
    return { header, reader, close };
  } catch (error) {
    close();
    throw error;
  }
}
