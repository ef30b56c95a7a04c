import { Readable } from 'node:stream';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedObjects } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { withActor } from '../db/with-actor';
import type { Actor } from '../http/types';
import type { FileStorage } from '../storage/storage';
import type { Viewer } from './community-viewer';

/** 'bytes=0-499', 'bytes=500-', 'bytes=-500' → inclusive range, 'unsatisfiable', or null for the whole file. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null; // several ranges or nonsense: the whole file
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * A community file for any signed-in member or admin (DESIGN §1): attached to a post, or the
 * caller's own upload not attached yet. Right Content-Type, nosniff, a sandbox CSP; PDFs as an
 * attachment; HTTP ranges so videos seek.
 */
export async function readCommunityMedia(db: Db, storage: FileStorage, viewer: Viewer, id: string, rangeHeader: string | undefined): Promise<Response> {
  const [object] = await db
    .select({ key: storedObjects.key, contentType: storedObjects.contentType, fileName: storedObjects.fileName })
    .from(storedObjects)
    .where(
      and(
        eq(storedObjects.id, id),
        eq(storedObjects.kind, 'community-media'),
        or(sql`${storedObjects.postId} is not null`, eq(storedObjects.uploadedBy, viewer.userId)),
      ),
    )
    .limit(1);
  const size = object ? await storage.size(object.key) : null;
  if (!object || size === null) throw new AppError('NOT_FOUND');
  const name = (object.fileName ?? 'file').replace(/[^A-Za-z0-9 ._-]/g, '_');
  const headers: Record<string, string> = {
    'Content-Type': object.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "sandbox; default-src 'none'",
    'Accept-Ranges': 'bytes',
    'Content-Disposition': `${object.contentType === 'application/pdf' ? 'attachment' : 'inline'}; filename="${name}"`,
  };
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
  }
  const part = range ?? { start: 0, end: size - 1 };
  headers['Content-Length'] = String(size === 0 ? 0 : part.end - part.start + 1);
  if (range) headers['Content-Range'] = `bytes ${part.start}-${part.end}/${size}`;
  const body = size === 0 ? null : (Readable.toWeb(storage.readStream(object.key, part)) as ReadableStream<Uint8Array>);
  return new Response(body, { status: range ? 206 : 200, headers });
}

/** Forget files in the database: their keys, for deleting the files after the commit. */
export async function discardFiles(storage: FileStorage, keys: string[]) {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      console.error(`[storage] could not delete ${key}`, error);
    }
  }
}

/** Uploads never attached to a post within a day (the browser went away): rows and files removed. */
export async function deleteAbandonedUploads(db: Db, storage: FileStorage): Promise<number> {
  const rows = await db
    .delete(storedObjects)
    .where(and(eq(storedObjects.kind, 'community-media'), isNull(storedObjects.postId), lt(storedObjects.createdAt, sql`now() - interval '1 day'`)))
    .returning({ key: storedObjects.key });
  await discardFiles(storage, rows.map((row) => row.key));
  return rows.length;
}

/** The caller's own unattached uploads among `ids` (a failed post creation removes them). */
export async function deletePendingUploads(db: Db, storage: FileStorage, actor: Actor, userId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await withActor(db, actor, (tx) =>
    tx
    .delete(storedObjects)
    .where(and(inArray(storedObjects.id, ids), eq(storedObjects.uploadedBy, userId), isNull(storedObjects.postId), eq(storedObjects.kind, 'community-media')))
    .returning({ key: storedObjects.key }),
  );
  await discardFiles(storage, rows.map((row) => row.key));
  return rows.length;
}
