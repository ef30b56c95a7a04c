import { effectiveStatus } from '#shared/subscription/subscription';
import type { SubscriptionEvent } from '#shared/subscription/subscription-machine';
import type { AdminStoreSubscription, RecordChequeInput } from '#shared/billing/billing.schemas';
import { eq } from 'drizzle-orm';
import { stores, subscriptionPayments } from '../db/schema/index';
import { withActor, type Tx } from '../db/with-actor';
import { AppError } from '../http/app-error';
import type { Actor, AppDeps } from '../http/types';
import { claimNotice, sendClaimed, type OwnerNotice, lockStore, transition, type LockedStore } from '../billing/index';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer'>;

function answer(store: LockedStore, now: Date): AdminStoreSubscription {
  const dates = { trialEndDate: store.trialEndDate?.toISOString() ?? null, subscriptionEndDate: store.subscriptionEndDate?.toISOString() ?? null };
  const status = effectiveStatus({ status: store.status, ...dates, renewsByCard: !!store.paymentSubscriptionId }, now);
  // Exactly the answer's schema (adminStoreSubscriptionSchema): the stored status is `subscriptionStatus`.
  return { storeId: store.id, subscriptionStatus: store.status, effectiveStatus: status, ...dates };
}

/** Run one admin action on a store, audited as the admin; notices it claims go out after commit. */
async function onStore(
  deps: Deps,
  storeId: string,
  actor: Actor,
  work: (tx: Tx, store: LockedStore, now: Date) => Promise<OwnerNotice[]>,
  notes?: string,
): Promise<AdminStoreSubscription> {
  const now = new Date();
  const { store, notices } = await withActor(deps.db, actor, async (tx) => {
    const locked = await lockStore(tx, storeId);
    if (!locked) throw new AppError('STORE_NOT_FOUND');
    const notices = await work(tx, locked, now);
    // Each action also saves the admin's notes (spec part 2 §2, store detail), in the same transaction.
    if (notes !== undefined) await tx.update(stores).set({ notes }).where(eq(stores.id, storeId));
    return { store: locked, notices };
  });
  await sendClaimed(deps, notices);
  return answer(store, now);
}

/** Spec part 2 §4 (suspend, reactivate, extend trial) as state-machine events. */
export function adminTransition(deps: Deps, storeId: string, actor: Actor, event: SubscriptionEvent, notes?: string) {
  return onStore(
    deps,
    storeId,
    actor,
    async (tx, store, now) => {
      await transition(tx, store, event, now);
      return [];
    },
    notes,
  );
}

/**
 * A received cheque: recorded once per cheque number; the store is active one month from today, or
 * from its current end date while still active; the owner gets a receipt email.
 */
export function recordCheque(deps: Deps, storeId: string, actor: Actor, input: RecordChequeInput & { notes?: string }) {
  return onStore(deps, storeId, actor, async (tx, store, now) => {
    const inserted = await tx
      .insert(subscriptionPayments)
      .values({ storeId, method: 'check', amountCents: input.amountCents, receivedAt: new Date(`${input.receivedOn}T12:00:00Z`), recordedBy: actor.userId, reference: input.chequeNumber })
      .onConflictDoNothing()
      .returning({ id: subscriptionPayments.id });
    if (inserted.length === 0) throw new AppError('CHEQUE_ALREADY_RECORDED');
    const next = await transition(tx, store, { kind: 'chequeRecorded' }, now, { lastPaymentDate: now });
    const notice: OwnerNotice = {
      storeId,
      kind: 'payment_received',
      occasion: `cheque:${input.chequeNumber}`,
      details: { amountCents: input.amountCents, method: 'check', date: next.subscriptionEndDate?.toISOString() ?? null },
    };
    return (await claimNotice(tx, notice)) ? [notice] : [];
  }, input.notes);
}
