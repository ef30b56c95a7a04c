import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type Sharp from 'sharp';
import { mediaKinds, type MediaItem, type MediaKind } from '#shared/community/community.schemas';
import type { Db } from '../db/client';
import { storedObjects } from '../db/schema/index';
import { withActor } from '../db/with-actor';
import { AppError } from '../http/app-error';
import type { Actor } from '../http/types';
import type { FileStorage } from '../storage/storage';
import { SNIFF_BYTES, detectMediaKind } from './media-kind';
import type { Viewer } from './community-viewer';

/** Longest side of a stored community image (never enlarged). */
const IMAGE_MAX_SIDE = 2048;
const MAX_INPUT_PIXELS = 70_000_000;
let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

/**
 * The upload's bytes passed on as they arrive, after its first bytes decided its kind (else
 * UNSUPPORTED_MEDIA) and while it stays within that kind's limit (else MEDIA_TOO_LARGE).
 */
async function* checkedBytes(source: AsyncIterable<Uint8Array>, found: { kind?: MediaKind; bytes: number }) {
  let head = Buffer.alloc(0);
  for await (const chunk of source) {
    found.bytes += chunk.byteLength;
    if (found.kind) {
      if (found.bytes > mediaKinds[found.kind].maxBytes) throw new AppError('MEDIA_TOO_LARGE');
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.byteLength < SNIFF_BYTES) continue;
    yield decide(head, found);
  }
  if (!found.kind) yield decide(head, found);
}

function decide(head: Buffer, found: { kind?: MediaKind; bytes: number }): Buffer {
  const kind = detectMediaKind(head);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA');
  if (found.bytes > mediaKinds[kind].maxBytes) throw new AppError('MEDIA_TOO_LARGE');
  found.kind = kind;
  return head;
}

/** An image re-encoded in its own format, turned upright, fitted within 2048 px, every piece of metadata dropped. */
async function reencodeImage(storage: FileStorage, rawKey: string, key: string, kind: 'jpeg' | 'png' | 'webp') {
  const sharp = await loadSharp();
  const transformer = sharp({ failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  if (kind === 'jpeg') transformer.jpeg({ quality: 85, mozjpeg: true });
  else if (kind === 'png') transformer.png();
  else transformer.webp({ quality: 85 });
  try {
    await Promise.all([pipeline(storage.readStream(rawKey), transformer), storage.putStream(key, transformer)]);
  } catch {
    await storage.delete(key);
    throw new AppError('UNSUPPORTED_MEDIA');
  }
}

/**
 * One file for a post to come: streamed to storage as it arrives (never whole in memory), its kind
 * decided from its bytes, images re-encoded; recorded in stored_objects as this user's, not yet
 * attached to a post (createPost attaches it; housekeeping removes it when never attached).
 */
export async function uploadCommunityMedia(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  viewer: Viewer,
  upload: { body: ReadableStream<Uint8Array> | null; name: string | undefined },
): Promise<MediaItem> {
  if (!upload.body) throw new AppError('UNSUPPORTED_MEDIA');
  const folder = `community-media/${viewer.storeId ?? 'platform'}`;
  const id = crypto.randomUUID();
  const rawKey = `${folder}/${id}`;
  const found: { kind?: MediaKind; bytes: number } = { bytes: 0 };
  await storage.putStream(rawKey, Readable.from(checkedBytes(Readable.fromWeb(upload.body as never), found)));
  const kind = found.kind!;
  // Videos and PDFs are kept as they came; an image is replaced by its re-encoded copy.
  let key = rawKey;
  if (kind === 'jpeg' || kind === 'png' || kind === 'webp') {
    key = `${rawKey}.${kind === 'jpeg' ? 'jpg' : kind}`;
    try {
      await reencodeImage(storage, rawKey, key, kind);
    } finally {
      await storage.delete(rawKey);
    }
  }
  const { contentType, mediaType } = mediaKinds[kind];
  const sizeBytes = (await storage.size(key)) ?? 0;
  const name = cleanFileName(upload.name, kind);
  try {
    await withActor(db, actor, (tx) =>
      tx.insert(storedObjects).values({ id, storeId: viewer.storeId, kind: 'community-media', key, contentType, sizeBytes, uploadedBy: viewer.userId, fileName: name }),
    );
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  return { id, mediaType, contentType, name, sizeBytes };
}

/** A name to show and to offer when downloading: the browser's name without path or odd characters, with the real extension. */
function cleanFileName(name: string | undefined, kind: MediaKind): string {
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N} ._-]/gu, '').trim().slice(0, 80);
  return `${base || 'file'}.${kind === 'jpeg' ? 'jpg' : kind}`;
}
