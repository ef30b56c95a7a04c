import fs from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

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
  /** Write a file from a stream (never whole in memory); a failed stream leaves nothing behind. */
  putStream: (key: string, source: Readable | AsyncIterable<Uint8Array>) => Promise<void>;
  /** The file's size in bytes, or null when there is no such file. */
  size: (key: string) => Promise<number | null>;
  /** A stream of the bytes start..end (inclusive; the whole file when absent). */
  readStream: (key: string, range?: { start: number; end: number }) => Readable;
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
    async putStream(key, source) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      try {
        await pipeline(source, createWriteStream(temp, { mode: 0o600 }));
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async size(key) {
      try {
        return (await fs.stat(fileFor(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    readStream(key, range) {
      return createReadStream(fileFor(key), range ? { start: range.start, end: range.end } : {});
    },
  };
}
