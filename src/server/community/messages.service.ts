import { eq } from 'drizzle-orm';
import { canWrite } from '#shared/community/community-rules';
import type { CommunityMessage } from '#shared/community/community.schemas';
import type { Db } from '../db/client';
import { communityMessages, communityPosts } from '../db/schema/index';
import { withActor } from '../db/with-actor';
import { AppError } from '../http/app-error';
import type { Actor } from '../http/types';
import { recordCommunityEvent } from './community-events';
import { enforceCommunityLimit } from './community-limits';
import type { Viewer } from './community-viewer';
import { findMessage, listMessages } from './post-queries';

/** A post's thread (oldest first); 404 for a post that does not exist. */
export async function listPostMessages(db: Db, postId: string): Promise<CommunityMessage[]> {
  const [post] = await db.select({ id: communityPosts.id }).from(communityPosts).where(eq(communityPosts.id, postId)).limit(1);
  if (!post) throw new AppError('NOT_FOUND');
  return listMessages(db, postId);
}

/** Send a message on a post: store and author from the session; the post must exist (404). */
export async function createMessage(db: Db, actor: Actor, viewer: Viewer, postId: string, content: string): Promise<CommunityMessage> {
  if (!canWrite(viewer)) throw new AppError('COMMUNITY_NO_STORE');
  await enforceCommunityLimit(db, 'message', viewer.userId);
  const id = await withActor(db, actor, async (tx) => {
    // The post row is locked (shared) so a concurrent delete cannot leave a message without its post event order.
    const [post] = await tx.select({ id: communityPosts.id }).from(communityPosts).where(eq(communityPosts.id, postId)).for('share');
    if (!post) throw new AppError('NOT_FOUND');
    const [row] = await tx
      .insert(communityMessages)
      .values({ postId, content, storeId: viewer.storeId, authorId: viewer.userId })
      .returning({ id: communityMessages.id });
    await recordCommunityEvent(tx, { kind: 'message_created', postId, messageId: row!.id, authorId: viewer.userId });
    return row!.id;
  });
  return findMessage(db, id);
}
