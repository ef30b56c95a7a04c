import { eq } from 'drizzle-orm';
import { loadConfig } from '../config/config';
import { createDeps, openDatabase } from '../bootstrap';
import { signUpOwner } from '../signup/signup.service';
import { setupStore } from '../stores/stores.service';
import { userRoles, users } from '../db/schema/index';
import { withActor } from '../db/with-actor';
import { demo } from './demo-accounts';

const config = loadConfig();
const database = await openDatabase(config);
try {
  const deps = createDeps(config, database, () => undefined);
  const { db } = deps;
  const [existing] = await db.select().from(users).where(eq(users.email, demo.owner.email));
  if (existing) {
    console.log('Demo data is already there.');
  } else {
    const actor = { userId: null, ip: null, userAgent: 'cli db:seed' };
    const { userId } = await signUpOwner(
      deps,
      {
        firstName: 'Maya',
        lastName: 'Patel',
        email: demo.owner.email,
        password: demo.owner.password,
        storeName: demo.store.name,
        storeAddress: `${demo.store.street}, ${demo.store.city}, ${demo.store.state} ${demo.store.zip}`,
        storePhone: demo.store.phone,
        timezone: demo.store.timezone,
      },
      actor,
    );
    const { storeId } = await setupStore(db, { ...actor, userId: userId! }, demo.store);
    const employee = await deps.auth.api.signUpEmail({
      body: { email: demo.employee.email, password: demo.employee.password, name: 'Leo Martinez' },
    });
    await withActor(db, actor, async (tx) => {
      await tx.update(users).set({ emailVerified: true }).where(eq(users.email, demo.owner.email));
      await tx.update(users).set({ emailVerified: true }).where(eq(users.id, employee.user.id));
      await tx.insert(userRoles).values({ userId: employee.user.id, storeId, role: 'employee', isFirstLogin: false });
    });
    console.log(`Demo store "${demo.store.name}" created.`);
  }
  console.log(`  owner:    ${demo.owner.email} / ${demo.owner.password}`);
  console.log(`  employee: ${demo.employee.email} / ${demo.employee.password}`);
} finally {
  await database.close();
}
