import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../db/with-actor';
import { billingNotices, profiles, stores, users } from '../db/schema/index';
import type { Mailer } from '../mail/mailer';
import type { Config } from '../config/config';
import { dateInZone } from '#shared/dates';
import { DEFAULT_LANGUAGE, isLanguage } from '#shared/i18n/languages';
import { pushToStoreOwners } from '../push/index';
import { ownerNoticeEmail, type NoticeDetails, type OwnerNoticeKind } from './billing-mail';

export type OwnerNotice = { storeId: string; kind: OwnerNoticeKind; occasion: string; details: NoticeDetails };
export type NoticeDeps = { db: Db; mailer: Mailer; config: Config };

/**
 * Claim a notice in the transaction that made it due (one row per store, kind and occasion): true
 * only the first time, so each email is sent once however often the cause is replayed.
 */
export async function claimNotice(tx: Tx | Db, notice: OwnerNotice): Promise<boolean> {
  const claimed = await tx
    .insert(billingNotices)
    .values({ storeId: notice.storeId, kind: notice.kind, occasion: notice.occasion })
    .onConflictDoNothing()
    .returning({ storeId: billingNotices.storeId });
  return claimed.length > 0;
}

/**
 * THE one place a store owner is told about the subscription (trial ending, trial ended, payment
 * received, payment failed, subscription cancelled): an email in the owner's language, and for trial_ending and payment_failed
 * also a Web Push to the owner's devices. Call it after the claim's transaction commits.
 */
export async function notifyOwner(deps: NoticeDeps, kind: OwnerNoticeKind, storeId: string, details: NoticeDetails): Promise<void> {
  const [owner] = await deps.db
    .select({ email: users.email, firstName: profiles.firstName, language: profiles.language, storeName: stores.name, timezone: stores.timezone })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.ownerId))
    .leftJoin(profiles, eq(profiles.id, stores.ownerId))
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!owner) return;
  pushToOwner(deps, kind, storeId, details, owner.timezone);
  const language = isLanguage(owner.language) ? owner.language : DEFAULT_LANGUAGE;
  const message = ownerNoticeEmail(kind, details, { ...owner, firstName: owner.firstName ?? '', appUrl: deps.config.appUrl, language });
  try {
    await deps.mailer.send(message);
  } catch (error) {
    console.error(`[billing] ${kind} email to the owner of ${storeId} failed: ${String(error)}`);
  }
}

/** The two notices that also reach the owner's devices, sent in the background (never rejects). */
function pushToOwner(deps: NoticeDeps, kind: OwnerNoticeKind, storeId: string, details: NoticeDetails, timezone: string): void {
  if (kind === 'trial_ending' && details.date) {
    const endDate = dateInZone(new Date(details.date), timezone); // the store's calendar day
    void pushToStoreOwners(deps, storeId, { kind: 'trial-ending', page: '/dashboard', params: { endDate } });
  } else if (kind === 'payment_failed') {
    void pushToStoreOwners(deps, storeId, { kind: 'payment-failed', page: '/dashboard' });
  }
}

/** Send the notices a committed change claimed. */
export async function sendClaimed(deps: NoticeDeps, notices: OwnerNotice[]): Promise<void> {
  for (const notice of notices) await notifyOwner(deps, notice.kind, notice.storeId, notice.details);
}
