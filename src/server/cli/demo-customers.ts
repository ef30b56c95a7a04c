import { count, eq, inArray } from 'drizzle-orm';
import { addDays } from '#shared/dates';
import type { Db } from '../db/client';
import { customers } from '../db/schema/index';
import { withActor } from '../db/with-actor';
import { AppError } from '../http/app-error';
import type { Actor } from '../http/types';
import { giveCredit, recordPayment } from '../credit/index';

export type DemoStaff = { storeId: string; ownerId: string; employeeId: string };

const HISTORY_DAYS = 120;
const names = [
  'Maria Gonzalez', 'James Carter', 'Aisha Bello', 'Tom Nguyen', 'Linda Kowalski', 'Carlos Rivera',
  'Grace Kim', 'Samuel Okafor', 'Emily Walsh', 'Ahmed Hassan', 'Rosa Martinez', 'Daniel Brooks',
  'Priya Sharma', 'Kevin Murphy', 'Fatima Ali', 'Joseph Russo', 'Mei Chen', 'Marcus Johnson',
  'Ana Souza', 'Peter Novak', 'Yusuf Demir', 'Hannah Schultz', 'Luis Hernandez', 'Olivia Turner',
  'Ibrahim Diallo', 'Sofia Rossi', 'Ethan Parker', 'Nadia Petrova', 'Victor Mendes', 'Chloe Dubois',
  'Raj Mehta', 'Julia Lindqvist', 'Omar Haddad', 'Betty Simmons', 'Andre Williams', 'Keisha Robinson',
];
const streets = ['Maple Ave', 'Oak St', 'Elm St', 'Walnut St', 'Lincoln Blvd', 'Jefferson St', 'Cedar Ln'];
const limits = [5000, 5000, 5000, 7500, 10_000, 15_000, 20_000];
const presetCents = [500, 1000, 1500, 2000, 2500, 5000];
const creditNotes = ['milk and bread', 'groceries', 'diapers', 'rice and beans', 'phone card', 'cleaning supplies', 'school snacks'];

/** A small deterministic pseudo-random generator (mulberry32): the same seed gives the same demo. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** ~36 customers with a credit history of about four months, written through the ledger service. */
export async function seedDemoCustomers(db: Db, staff: DemoStaff, now = new Date()): Promise<{ customers: number; entries: number } | null> {
  const [existing] = await db.select({ n: count() }).from(customers).where(eq(customers.storeId, staff.storeId));
  if ((existing?.n ?? 0) > 0) return null;
  // One outer transaction: each service call runs as a savepoint inside it, so the ~900 entries
  // commit once (seconds instead of a minute on PGlite) and a failed seed leaves nothing behind.
  return db.transaction(async (outer) => {
    const tx = outer as unknown as Db;
    const context: SeedContext = { db: tx, staff, random: createRandom(240_062_704), balances: new Map() };
    const start = addDays(now, -HISTORY_DAYS);
    const created = await insertDemoCustomers(context, start);
    let entries = 0;
    for (let day = 0; day <= HISTORY_DAYS; day++) {
      entries += await runDemoDay(context, created, { dayStart: utcMidnight(addDays(start, day)), now });
    }
    await applyDemoStatuses(tx, staff, created.map((c) => c.id));
    return { customers: created.length, entries };
  });
}

function utcMidnight(instant: Date): number {
  return Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
}

type SeedContext = { db: Db; staff: DemoStaff; random: () => number; balances: Map<string, number> };
type DemoCustomer = { id: string; activity: number };

async function insertDemoCustomers({ db, staff, random }: SeedContext, start: Date): Promise<DemoCustomer[]> {
  const displayIds = new Set<string>();
  while (displayIds.size < names.length) displayIds.add(String(10_000_000 + Math.floor(random() * 89_999_999)));
  const ids = [...displayIds];
  const rows = names.map((name, i) => ({
    storeId: staff.storeId,
    displayId: ids[i]!,
    name,
    // E.164 (decision 084) in the 555-0100…0199 range set aside for fiction, which libphonenumber-js reads as valid.
    phone: `+1217555${String(100 + i).padStart(4, '0')}`,
    email: random() < 0.5 ? `${name.toLowerCase().replace(' ', '.')}@example.com` : null,
    address: random() < 0.6 ? `${100 + Math.floor(random() * 900)} ${pick(random, streets)}, Springfield, IL 62704` : null,
    notes: i % 9 === 0 ? 'Prefers to settle up on Fridays.' : null,
    creditLimitCents: pick(random, limits),
    createdAt: addDays(start, -Math.floor(random() * 60)),
  }));
  const inserted = await withActor(db, seedActor(staff.ownerId), (tx) => tx.insert(customers).values(rows).returning({ id: customers.id }));
  return inserted.map((row) => ({ id: row.id, activity: 0.05 + random() * 0.3 }));
}

type DemoEvent = { at: Date; customerId: string; kind: 'credit' | 'payment'; amountCents: number; notes: string | null; byOwner: boolean };

/** One business day: some customers take credit, some pay, in time order, between 9 am and 7 pm in Springfield. */
async function runDemoDay(context: SeedContext, list: DemoCustomer[], day: { dayStart: number; now: Date }) {
  const { random } = context;
  const events: DemoEvent[] = [];
  for (const customer of list) {
    const at = new Date(day.dayStart + (15 + random() * 10) * 3_600_000);
    const byOwner = random() < 0.35;
    if (random() < customer.activity) {
      const amountCents = random() < 0.7 ? pick(random, presetCents) : 150 + Math.floor(random() * 40) * 25;
      events.push({ at, customerId: customer.id, kind: 'credit', amountCents, notes: random() < 0.3 ? pick(random, creditNotes) : null, byOwner });
    } else if (random() < customer.activity * 0.45) {
      events.push({ at, customerId: customer.id, kind: 'payment', amountCents: 0, notes: random() < 0.5 ? 'cash' : null, byOwner });
    }
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  let written = 0;
  for (const event of events.filter((e) => e.at <= day.now)) written += await runDemoEvent(context, event);
  return written;
}

async function runDemoEvent({ db, staff, random, balances }: SeedContext, event: DemoEvent): Promise<number> {
  const actor = seedActor(event.byOwner ? staff.ownerId : staff.employeeId);
  const options = { now: event.at };
  try {
    if (event.kind === 'credit') {
      const { body } = await giveCredit(db, actor, staff.storeId, event.customerId, { amountCents: event.amountCents, notes: event.notes }, options);
      balances.set(event.customerId, body.customer.creditBalanceCents);
      return 1;
    }
    const owed = balances.get(event.customerId) ?? 0;
    if (owed <= 0) return 0;
    const amountCents = random() < 0.6 ? owed : Math.max(100, Math.round((owed * (0.3 + random() * 0.5)) / 100) * 100);
    const { body } = await recordPayment(db, actor, staff.storeId, event.customerId, { amountCents, notes: event.notes }, options);
    balances.set(event.customerId, body.customer.creditBalanceCents);
    return 1;
  } catch (error) {
    // Over the limit (or already given that day): the store says no, as it would at the counter.
    if (error instanceof AppError && error.status === 409) return 0;
    throw error;
  }
}

/** A few customers end up red-flagged, blocked, verified or loyal. */
async function applyDemoStatuses(db: Db, staff: DemoStaff, ids: string[]) {
  const at = (indexes: number[]) => indexes.map((i) => ids[i]!);
  await withActor(db, seedActor(staff.ownerId), async (tx) => {
    await tx.update(customers).set({ verifiedCustomer: true }).where(inArray(customers.id, at([0, 2, 5, 9, 14, 21, 27])));
    await tx.update(customers).set({ loyalCustomer: true }).where(inArray(customers.id, at([0, 5, 11, 21, 30])));
    await tx
      .update(customers)
      .set({ internalRedFlag: true, redFlagNotes: 'Promised to pay twice and did not. Cash only.' })
      .where(inArray(customers.id, at([7, 19])));
    await tx
      .update(customers)
      .set({ isBlocked: true, verifiedCustomer: false, loyalCustomer: false })
      .where(inArray(customers.id, at([13, 33])));
  });
}

function seedActor(userId: string): Actor {
  return { userId, ip: null, userAgent: 'cli db:seed' };
}
