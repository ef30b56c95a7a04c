import { and, eq } from 'drizzle-orm';
import { formatStoreAddress, type StoreSettingsInput, type StoreSetupInput } from '#shared/stores/store.schemas';
import { trialEndFrom } from '#shared/subscription/subscription';
import { AppError } from '../http/app-error';
import type { Actor } from '../http/types';
import type { Db } from '../db/client';
import { stores, userRoles } from '../db/schema/index';
import { withActor } from '../db/with-actor';
import { isUniqueViolation } from '../db/errors';
import { storedPhone } from '../phone/stored-phone';

/**
 * First-login setup. An owner who signed up confirms the store made at sign-up (no second store);
 * a user with no store (Google sign-in) creates one. Employees and finished owners are refused.
 */
export async function setupStore(db: Db, actor: Actor & { userId: string }, input: StoreSetupInput) {
  const fields = {
    name: input.name,
    street: input.street,
    city: input.city,
    state: input.state,
    zip: input.zip,
    address: formatStoreAddress(input),
    phone: storedPhone(input.phone, input.timezone),
    timezone: input.timezone,
  };
  try {
    return await withActor(db, actor, async (tx) => {
      const [role] = await tx.select().from(userRoles).where(eq(userRoles.userId, actor.userId)).for('update');
      if (role?.role === 'employee') throw new AppError('SETUP_NOT_ALLOWED');
      if (role && !role.isFirstLogin) throw new AppError('STORE_ALREADY_SET_UP');
      if (role) {
        await tx.update(stores).set({ ...fields, updatedAt: new Date() }).where(eq(stores.id, role.storeId));
        await tx.update(userRoles).set({ isFirstLogin: false }).where(eq(userRoles.id, role.id));
        return { storeId: role.storeId };
      }
      const now = new Date();
      const [store] = await tx
        .insert(stores)
        .values({ ...fields, ownerId: actor.userId, trialStartDate: now, trialEndDate: trialEndFrom(now) })
        .returning({ id: stores.id });
      await tx.insert(userRoles).values({ userId: actor.userId, storeId: store!.id, role: 'store_owner', isFirstLogin: false });
      return { storeId: store!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('STORE_ALREADY_SET_UP');
    throw error;
  }
}

export async function getStore(db: Db, storeId: string) {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!store) throw new AppError('NOT_FOUND');
  return toStoreDto(store);
}

/** Store Settings (owner only): name required; phone and address optional; time zone. */
export async function updateStoreSettings(db: Db, actor: Actor, storeId: string, input: StoreSettingsInput) {
  const [updated] = await withActor(db, actor, (tx) =>
    tx
      .update(stores)
      .set({
        name: input.name,
        phone: input.phone ? storedPhone(input.phone, input.timezone) : null,
        address: input.address || null,
        timezone: input.timezone,
        ...(input.employeesShareStatements === undefined ? {} : { employeesShareStatements: input.employeesShareStatements }),
        updatedAt: new Date(),
      })
      .where(and(eq(stores.id, storeId)))
      .returning(),
  );
  if (!updated) throw new AppError('NOT_FOUND');
  return toStoreDto(updated);
}

function toStoreDto(store: typeof stores.$inferSelect) {
  return {
    id: store.id,
    name: store.name,
    address: store.address,
    street: store.street,
    city: store.city,
    state: store.state,
    zip: store.zip,
    phone: store.phone,
    timezone: store.timezone,
    employeesShareStatements: store.employeesShareStatements,
    createdAt: store.createdAt.toISOString(),
  };
}
