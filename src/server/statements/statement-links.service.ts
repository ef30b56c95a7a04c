import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { CreatedStatementLink, StatementLink } from '#shared/statements/statement-link.schemas';
import { STATEMENT_PAGE_PREFIX } from '#shared/statements/statement-link.schemas';
import type { Db } from '../db/client';
import type { Actor } from '../db/actor';
import { withActor } from '../db/with-actor';
import { profiles, statementLinks, stores, users } from '../db/schema/index';
import type { Membership } from '../http/types';
import { AppError } from '../http/app-error';
import { findStoreCustomer } from './outside';
import { hashStatementToken, newStatementToken } from './statement-token';

const DAY_MS = 24 * 60 * 60 * 1000;
const createdByName = sql<string | null>`coalesce(nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), ''), ${users.name})`;

type LinkRow = typeof statementLinks.$inferSelect & { createdByName: string | null };

function toLinkDto(row: LinkRow, now = new Date()): StatementLink {
  const status = row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active';
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
    status,
  };
}

/** The owner always may share; an employee only when Store Settings says employees may. */
async function assertMayShare(db: Db, membership: Membership): Promise<void> {
  if (membership.role === 'store_owner') return;
  const [store] = await db.select({ allowed: stores.employeesShareStatements }).from(stores).where(eq(stores.id, membership.storeId)).limit(1);
  if (!store?.allowed) throw new AppError('OWNER_ONLY');
}

type CreateContext = { membership: Membership; appUrl: string; actorName: string | null; expiresInDays: number };

/** Make a link to one customer's statement: a fresh token, only its hash stored; the URL is returned once. */
export async function createStatementLink(db: Db, actor: Actor, customerId: string, context: CreateContext): Promise<CreatedStatementLink> {
  const { membership } = context;
  await assertMayShare(db, membership);
  const customer = await findStoreCustomer(db, membership.storeId, customerId);
  if (customer.archivedAt) throw new AppError('CUSTOMER_ARCHIVED');
  const token = newStatementToken();
  const expiresAt = new Date(Date.now() + context.expiresInDays * DAY_MS);
  const [row] = await withActor(db, actor, (tx) =>
    tx
      .insert(statementLinks)
      .values({ storeId: membership.storeId, customerId: customer.id, tokenHash: hashStatementToken(token), createdBy: actor.userId, expiresAt })
      .returning(),
  );
  return { link: toLinkDto({ ...row!, createdByName: context.actorName }), url: `${context.appUrl}${STATEMENT_PAGE_PREFIX}${token}` };
}

/** The owner's list of one customer's links, newest first. */
export async function listStatementLinks(db: Db, storeId: string, customerId: string): Promise<StatementLink[]> {
  const customer = await findStoreCustomer(db, storeId, customerId);
  const rows = await db
    .select({ link: statementLinks, createdByName })
    .from(statementLinks)
    .leftJoin(users, eq(users.id, statementLinks.createdBy))
    .leftJoin(profiles, eq(profiles.id, statementLinks.createdBy))
    .where(and(eq(statementLinks.storeId, storeId), eq(statementLinks.customerId, customer.id)))
    .orderBy(desc(statementLinks.createdAt), desc(statementLinks.id));
  const now = new Date();
  return rows.map(({ link, createdByName: name }) => toLinkDto({ ...link, createdByName: name }, now));
}

/** Revoke one link of the caller's store (revoking twice keeps the first time). Another store's id is 404. */
export async function revokeStatementLink(db: Db, actor: Actor, storeId: string, linkId: string): Promise<void> {
  const found = await withActor(db, actor, async (tx) => {
    const [link] = await tx.select({ id: statementLinks.id }).from(statementLinks).where(and(eq(statementLinks.id, linkId), eq(statementLinks.storeId, storeId))).for('update');
    if (!link) return false;
    await tx.update(statementLinks).set({ revokedAt: new Date() }).where(and(eq(statementLinks.id, link.id), isNull(statementLinks.revokedAt)));
    return true;
  });
  if (!found) throw new AppError('NOT_FOUND');
}
