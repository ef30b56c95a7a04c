import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config/config';
import { createDeps, openDatabase } from '../bootstrap';
import { signUpOwner } from '../signup/index';
import { setupStore } from '../stores/index';
import { userRoles, users } from '../db/schema/index';
import { withActor } from '../db/with-actor';
import type { AppDeps } from '../http/types';
import { demo } from './demo-accounts';
import { seedDemoCustomers, type DemoStaff } from './demo-customers';
import { seedDemoDailyLogs } from './demo-daily-logs';
import { seedDemoPayroll } from './demo-payroll';

const actor = { userId: null, ip: null, userAgent: 'cli db:seed' };

/** The demo owner's store and the demo employee, when the demo accounts exist. */
async function findDemoStaff(deps: AppDeps): Promise<DemoStaff | null> {
  const { db } = deps;
  const find = async (email: string) => {
    const [row] = await db
      .select({ userId: users.id, storeId: userRoles.storeId })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.email, email))
      .limit(1);
    return row;
  };
  const [owner, employee] = [await find(demo.owner.email), await find(demo.employee.email)];
  if (!owner) return null;
  return { storeId: owner.storeId, ownerId: owner.userId, employeeId: employee?.userId ?? owner.userId };
}

/** The demo store with a signed-up owner (past setup) and an employee, both with verified emails. */
async function createDemoStaff(deps: AppDeps): Promise<DemoStaff> {
  const { db } = deps;
  const { userId } = await signUpOwner(
    deps,
    {
      firstName: 'Maya',
      lastName: 'Patel',
      email: demo.owner.email,
      password: demo.owner.password,
      storeName: demo.store.name,
      storeStreet: demo.store.street,
      storeCity: demo.store.city,
      storeState: demo.store.state,
      storeZip: demo.store.zip,
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
  return { storeId, ownerId: userId!, employeeId: employee.user.id };
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  const deps = createDeps(config, database, () => undefined);
  const existing = await findDemoStaff(deps);
  if (existing) console.log('Demo accounts are already there.');
  const staff = existing ?? (await createDemoStaff(deps));
  const seeded = await seedDemoCustomers(deps.db, staff);
  console.log(seeded ? `  ${seeded.customers} customers with ${seeded.entries} ledger entries added.` : '  Demo customers are already there.');
  const logs = await seedDemoDailyLogs(deps.db, staff, demo.store.timezone);
  console.log(logs === null ? '  Demo cash logs are already there.' : `  ${logs} daily cash logs added (up to yesterday).`);
  const [employee] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, staff.employeeId));
  const payroll = await seedDemoPayroll(deps.db, deps.storage, { ...staff, employeeName: employee?.name ?? 'Employee' }, demo.store.timezone);
  console.log(payroll === null ? '  Demo payroll is already there.' : `  ${payroll} weekly payroll entries added (up to last week).`);
  // Statistics for what was just added, before the app's first request plans on the old ones (decision 057).
  await deps.db.execute(sql`analyze`);
  console.log(`  owner:    ${demo.owner.email} / ${demo.owner.password}`);
  console.log(`  employee: ${demo.employee.email} / ${demo.employee.password}`);
} finally {
  await database.close();
}
