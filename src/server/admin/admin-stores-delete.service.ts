import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { AdminStoreDeleted } from '#shared/admin/admin-stores.schemas';
import { accounts, adminUsers, communityEvents, communityPosts, customers, profiles, sessions, storedObjects, stores, userRoles, users, verifications } from '../db/schema/index';
import { recordCommunityEvent } from '../community/index';
import { withActor } from '../db/with-actor';
import { AppError } from '../http/app-error';
import type { Actor, AppDeps } from '../http/types';
import { discardStoredFile } from '../storage/stored-files';


/**
 * DELETE /api/admin/stores/:id (spec part 2 §2, store detail; docs/decisions/033): in one transaction,
 * audited as the admin, the store row goes and its foreign keys' cascades take every row of the store
 * with it (customers, ledger, daily logs, payroll, community posts and messages, stored objects,
 * subscription payments, notices, idempotency keys, roles). Its users that are neither platform
 * admins nor members of another store are deleted entirely (sessions, credentials, profile, push
 * subscriptions cascade from users): a deleted store's staff has no history left to keep a name for.
 * The owner is whoever the database says, never a client-sent id. Files go after the commit: a failed
 * transaction leaves every file in place, a crash after the commit leaves only unreferenced files.
 */
export async function deleteAdminStore(deps: Pick<AppDeps, 'db' | 'storage'>, storeId: string, actor: Actor): Promise<AdminStoreDeleted> {
  const { keys, deletedUsers } = await withActor(deps.db, actor, async (tx) => {
    const [store] = await tx.select({ id: stores.id, ownerId: stores.ownerId }).from(stores).where(eq(stores.id, storeId)).for('update');
    if (!store) throw new AppError('STORE_NOT_FOUND');

    // Every file of the store: stored objects (customer and employee photos, community media) and
    // photo keys on rows, in case one was never recorded in stored_objects.
    const objectKeys = await tx.select({ key: storedObjects.key }).from(storedObjects).where(eq(storedObjects.storeId, storeId));
    const customerKeys = await tx.select({ key: customers.photoKey }).from(customers).where(and(eq(customers.storeId, storeId), isNotNull(customers.photoKey)));

    // The store's people: its roles plus its owner (from the row, not the request).
    const roleRows = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.storeId, storeId));
    const members = [...new Set([...roleRows.map((r) => r.userId), ...(store.ownerId ? [store.ownerId] : [])])];
    const removable = members.length
      ? (
          await tx
            .select({ id: users.id, photoKey: profiles.photoKey })
            .from(users)
            .leftJoin(profiles, eq(profiles.id, users.id))
            .where(
              and(
                inArray(users.id, members),
                notInArray(users.id, tx.select({ id: adminUsers.userId }).from(adminUsers)),
                notInArray(users.id, tx.select({ id: userRoles.userId }).from(userRoles).where(sql`${userRoles.storeId} <> ${storeId}`)),
                notInArray(users.id, tx.select({ id: stores.ownerId }).from(stores).where(and(sql`${stores.id} <> ${storeId}`, isNotNull(stores.ownerId)))),
              ),
            )
        )
      : [];

    // The board's change feed has no foreign key to posts: drop the store's posts' events with them,
    // then tell every open board that each of those posts is gone (as deleting one post does), so
    // other stores' screens drop them at once instead of on their next reload.
    const posts = await tx.select({ id: communityPosts.id }).from(communityPosts).where(eq(communityPosts.storeId, storeId));
    if (posts.length) {
      await tx.delete(communityEvents).where(inArray(communityEvents.postId, posts.map((p) => p.id)));
      for (const post of posts) await recordCommunityEvent(tx, { kind: 'post_deleted', postId: post.id });
    }

    // The store row (audited by its trigger, with the admin's id) and, by cascade, all of its rows.
    await tx.delete(stores).where(eq(stores.id, storeId));

    const ids = removable.map((u) => u.id);
    if (ids.length) {
      await tx.delete(sessions).where(inArray(sessions.userId, ids));
      await tx.delete(accounts).where(inArray(accounts.userId, ids));
      await tx.delete(verifications).where(inArray(verifications.value, ids));
      await tx.delete(users).where(inArray(users.id, ids));
    }
    // Members kept (admins, members of another store) lose only this store's role, gone by cascade.
    const keys = new Set<string>([
      ...objectKeys.map((r) => r.key),
      ...customerKeys.map((r) => r.key!),
      ...removable.flatMap((u) => (u.photoKey ? [u.photoKey] : [])),
    ]);
    return { keys: [...keys], deletedUsers: ids.length };
  });
  for (const key of keys) await discardStoredFile(deps.storage, key);
  return { id: storeId, deletedUsers, deletedFiles: keys.length };
}

/** PUT /api/admin/stores/:id/notes: the admin notes alone (audited as the admin by the stores trigger). */
export async function saveAdminStoreNotes(deps: Pick<AppDeps, 'db'>, storeId: string, actor: Actor, notes: string) {
  const updated = await withActor(deps.db, actor, (tx) =>
    tx.update(stores).set({ notes, updatedAt: new Date() }).where(eq(stores.id, storeId)).returning({ id: stores.id, notes: stores.notes }),
  );
  if (!updated[0]) throw new AppError('STORE_NOT_FOUND');
  return { storeId, notes: updated[0].notes ?? '' };
}
