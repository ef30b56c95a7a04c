import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Local directory by default; an S3-compatible store can implement
 * the same three calls. Who may read a file is decided by the caller (from stored_objects and the
 * session), never by the storage.
 */
export type FileStorage = {
  put: (key: string, bytes: Buffer) => Promise<void>;
  /** The bytes, or null when there is no such file. */
  get: (key: string) => Promise<Buffer | null>;
  delete: (key: string) => Promise<void>;
};

const safeKey = /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/;

/** Files under one directory; keys look like 'customer-photos/<store>/<uuid>.jpg'. */
export function createLocalStorage(root: string): FileStorage {
  const fileFor = (key: string) => {
    if (!safeKey.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temp, bytes, { mode: 0o600 });
      await fs.rename(temp, file);
    },
    async get(key) {
      try {
        return await fs.readFile(fileFor(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileFor(key), { force: true });
    },
  };
}
