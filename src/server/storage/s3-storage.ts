import { PassThrough, Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { FileStorage } from './storage';

export type S3StorageOptions = {
  bucket: string;
  /** An S3-compatible server (MinIO, Ceph, R2…); AWS when absent. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys go under this prefix ('' for none). */
  prefix?: string;
};

const safeKey = /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/;

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404;
}

/** Read a whole async stream of bytes. */
async function collect(source: Readable | AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Uploaded files in an S3-compatible bucket (decision 053): what several app machines share. The same
 * calls and keys as the local directory; private objects (no ACL), read only through the app, which
 * decides who may read (stored_objects and the session). A stream written with putStream is collected
 * first (uploads are bounded: 100 MB at most) and sent in one PUT, so a failed upload leaves nothing.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.endpoint !== undefined, // MinIO-style http://host:port/bucket/key
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const Bucket = options.bucket;
  const keyFor = (key: string) => {
    if (!safeKey.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return `${options.prefix ?? ''}${key}`;
  };
  const put = async (key: string, bytes: Buffer) => {
    await client.send(new PutObjectCommand({ Bucket, Key: keyFor(key), Body: bytes, ContentLength: bytes.length }));
  };
  return {
    put,
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyFor(key) }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyFor(key) }));
    },
    async putStream(key, source) {
      keyFor(key); // refuse a bad key before reading the body
      await put(key, await collect(source));
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyFor(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    readStream(key, range) {
      const out = new PassThrough();
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      client
        .send(new GetObjectCommand({ Bucket, Key: keyFor(key), Range }))
        .then((answer) => {
          const body = answer.Body as Readable;
          body.on('error', (error) => out.destroy(error));
          body.pipe(out);
        })
        .catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
      return out;
    },
  };
}
