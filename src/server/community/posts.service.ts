import { and, eq, inArray, isNull } from 'drizzle-orm';
import { canDeletePost, canPin, canWrite } from '#shared/community/community-rules';
import type { z } from 'zod';
import type { CommunityPost, MediaItem, createPostInputSchema } from '#shared/community/community.schemas';
import { mediaTypeOf } from '#shared/community/community-rules';
import type { AppDeps } from '../http/types';
import { communityPosts, storedObjects } from '../db/schema/index';
import { withActor } from '../db/with-actor';
import { AppError } from '../http/app-error';
import type { Actor } from '../http/types';
import { recordCommunityEvent } from './community-events';
import { enforceCommunityLimit } from './community-limits';
import { isUuid, type Viewer } from './community-viewer';
import { deletePendingUploads, discardFiles } from './media-read';
import { findPost } from './post-queries';
import { pushToCommunity } from '../push/index';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config'>;
type CreatePostData = z.output<typeof createPostInputSchema>;

/**
 * Runs once a post is committed (its event is already on its way to every open board). The place
 * for what else a new post sets off: an 'important' post is pushed to every subscribed device but the author's.
 */
export async function afterPostCreated(deps: Deps, post: CommunityPost): Promise<void> {
  if (post.postType !== 'important') return;
  // In the background: the author's request does not wait for the push services.
  void pushToCommunity(deps, { kind: 'community-post', page: '/dashboard/community', params: { postTitle: post.title } }, post.authorId);
}

/**
 * Create a post: the store and author from the session (an admin's post has no store), promotion
 * for admins only, the caller's own uploaded files attached. When anything fails, those uploads are
 * removed too: a failed creation leaves no file behind.
 */
export async function createPost(deps: Deps, actor: Actor, viewer: Viewer, input: CreatePostData): Promise<CommunityPost> {
  const { db, storage } = deps;
  const mediaIds = [...new Set(input.mediaIds)];
  try {
    if (!canWrite(viewer)) throw new AppError('COMMUNITY_NO_STORE');
    if (input.postType === 'promotion' && !viewer.isAdmin) throw new AppError('COMMUNITY_PROMOTION_ADMIN_ONLY');
    await enforceCommunityLimit(db, 'post', viewer.userId);
    const postId = await withActor(db, actor, async (tx) => {
      const files = mediaIds.length === 0 ? [] : await tx
        .select({ id: storedObjects.id, contentType: storedObjects.contentType, fileName: storedObjects.fileName, sizeBytes: storedObjects.sizeBytes })
        .from(storedObjects)
        .where(and(inArray(storedObjects.id, mediaIds), eq(storedObjects.uploadedBy, viewer.userId), isNull(storedObjects.postId), eq(storedObjects.kind, 'community-media')))
        .for('update');
      if (files.length !== mediaIds.length) throw new AppError('VALIDATION_FAILED', { mediaIds: 'invalid' });
      const byId = new Map(files.map((file) => [file.id, file]));
      const media: MediaItem[] = mediaIds.map((id) => {
        const file = byId.get(id)!;
        return { id, mediaType: mediaTypeOf(file.contentType), contentType: file.contentType, name: file.fileName ?? 'file', sizeBytes: file.sizeBytes };
      });
      const [post] = await tx
        .insert(communityPosts)
        .values({ title: input.title, content: input.content, postType: input.postType, storeId: viewer.storeId, authorId: viewer.userId, media })
        .returning({ id: communityPosts.id });
      if (mediaIds.length > 0) await tx.update(storedObjects).set({ postId: post!.id }).where(inArray(storedObjects.id, mediaIds));
      await recordCommunityEvent(tx, { kind: 'post_created', postId: post!.id, authorId: viewer.userId });
      return post!.id;
    });
    const post = await findPost(db, postId);
    await afterPostCreated(deps, post).catch((error: unknown) => console.error('[community] afterPostCreated failed', error));
    return post;
  } catch (error) {
    await deletePendingUploads(db, storage, actor, viewer.userId, mediaIds.filter(isUuid)).catch(() => undefined);
    throw error;
  }
}

/** Pin or unpin: platform admins only. */
export async function setPinned(deps: Deps, actor: Actor, viewer: Viewer, postId: string, isPinned: boolean): Promise<CommunityPost> {
  if (!canPin(viewer)) throw new AppError('COMMUNITY_PIN_ADMIN_ONLY');
  await withActor(deps.db, actor, async (tx) => {
    const [row] = await tx.update(communityPosts).set({ isPinned }).where(eq(communityPosts.id, postId)).returning({ id: communityPosts.id });
    if (!row) throw new AppError('NOT_FOUND');
    await recordCommunityEvent(tx, { kind: 'post_updated', postId, isPinned });
  });
  return findPost(deps.db, postId);
}

/** Delete a post with its messages (cascade) and its files: platform admins, or the owner of the post's store. */
export async function deletePost(deps: Deps, actor: Actor, viewer: Viewer, postId: string): Promise<{ id: string }> {
  const keys = await withActor(deps.db, actor, async (tx) => {
    const [post] = await tx.select({ storeId: communityPosts.storeId }).from(communityPosts).where(eq(communityPosts.id, postId)).for('update');
    if (!post) throw new AppError('NOT_FOUND');
    if (!canDeletePost(viewer, post)) throw new AppError('COMMUNITY_DELETE_FORBIDDEN');
    const files = await tx.delete(storedObjects).where(eq(storedObjects.postId, postId)).returning({ key: storedObjects.key });
    await tx.delete(communityPosts).where(eq(communityPosts.id, postId));
    await recordCommunityEvent(tx, { kind: 'post_deleted', postId });
    return files.map((file) => file.key);
  });
  await discardFiles(deps.storage, keys);
  return { id: postId };
}
