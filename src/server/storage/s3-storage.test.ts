import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';
import { createStorage } from '../bootstrap';
import { ConfigError, loadConfig } from '../config/config';
import type { FileStorage } from './storage';

/**
 * The S3-compatible backend (decision 053) with the real AWS SDK against a real local S3-compatible
 * server (s3rver: HTTP, signatures checked, objects on disk in its own directory).
 */
let server: S3rver;
let directory: string;
let endpoint: string;
let storage: FileStorage;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-s3-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'corner-files' }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  storage = createS3Storage({ bucket: 'corner-files', endpoint, region: 'us-east-1', prefix: 'store-files/', ...credentials });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

const text = (stream: Readable) => new Promise<string>((resolve, reject) => {
  let out = '';
  stream.on('data', (chunk: Buffer) => (out += chunk.toString()));
  stream.on('end', () => resolve(out));
  stream.on('error', reject);
});

describe('S3-compatible file storage', () => {
  it('puts, reads, sizes, streams a range of and deletes a file, in the bucket under its prefix', async () => {
    const key = 'customer-photos/store-1/a.jpg';
    await storage.put(key, Buffer.from('0123456789'));
    expect((await storage.get(key))?.toString()).toBe('0123456789');
    expect(await storage.size(key)).toBe(10);
    expect(await text(storage.readStream(key, { start: 2, end: 5 }))).toBe('2345');
    expect(await text(storage.readStream(key))).toBe('0123456789');
    // it is the server's object, under the prefix (read over HTTP without the app)
    const stored = fs.readdirSync(path.join(directory, 'corner-files'), { recursive: true }).map(String);
    expect(stored.some((name) => name.startsWith('store-files/customer-photos/store-1/a.jpg'))).toBe(true);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.size(key)).toBeNull();
  });

  it('writes a stream, and reports a missing file as null and a failed read as a stream error', async () => {
    const key = 'community-media/post-1/clip.bin';
    await storage.putStream(key, Readable.from([Buffer.from('abc'), Buffer.from('def')]));
    expect((await storage.get(key))?.toString()).toBe('abcdef');
    expect(await storage.get('community-media/post-1/none.bin')).toBeNull();
    await expect(text(storage.readStream('community-media/post-1/none.bin'))).rejects.toThrow();
  });

  it('refuses an unsafe key before any request, and unknown credentials are refused by the server', async () => {
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
    const wrong = createS3Storage({ bucket: 'corner-files', endpoint, region: 'us-east-1', accessKeyId: 'NOT-A-KEY', secretAccessKey: 'not-the-secret' });
    await expect(wrong.put('customer-photos/store-1/b.jpg', Buffer.from('x'))).rejects.toThrow();
  });
});

describe('choosing the backend from the configuration', () => {
  it('uses the bucket when S3_BUCKET is set (and refuses it without credentials)', async () => {
    const env = { S3_BUCKET: 'corner-files', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', DATA_DIR: directory };
    const configured = createStorage(loadConfig(env));
    await configured.put('employee-photos/store-2/e.jpg', Buffer.from('photo'));
    expect((await storage.get('employee-photos/store-2/e.jpg'))).toBeNull(); // other prefix: not the same object
    const stored = fs.readdirSync(path.join(directory, 'corner-files'), { recursive: true }).map(String);
    expect(stored.some((name) => name.startsWith('employee-photos/store-2/e.jpg'))).toBe(true);
    expect(fs.existsSync(path.join(directory, 'files'))).toBe(false); // nothing in DATA_DIR/files
    expect(() => loadConfig({ S3_BUCKET: 'corner-files' })).toThrow(ConfigError);
  });
});
