import { count, eq } from 'drizzle-orm';
import { shiftBusinessDate, todayInZone } from '#shared/dates';
import type { Db } from '../db/client';
import { dailyLogs } from '../db/schema/index';
import { withActor } from '../db/with-actor';
import { createRandom, type DemoStaff } from './demo-customers';

const HISTORY_DAYS = 120;
const STARTING_FLOAT_CENTS = [15_000, 20_000, 20_000, 25_000];
const shortNotes = ['Short: recounted twice, register tape checked', 'Short: gave wrong change at rush hour?', 'Short, will watch the drawer tomorrow'];
const overNotes = ['Over: customer left without change', 'Over: a payout not written down?', 'Over, recounted'];
const otherNotes = ['Bread delivery paid from the drawer', 'Ice machine repair', 'Paid the window cleaner', 'Busy Friday'];

/**
 * About four months of end-of-day cash counts up to yesterday (store time zone): sales higher at
 * weekends, some payouts and expenses, most days balanced, some over, some short, a closed day now
 * and then. Written through the audited path, entered by the owner or the employee. Once.
 */
export async function seedDemoDailyLogs(db: Db, staff: DemoStaff, timezone: string, now = new Date()): Promise<number | null> {
  const [existing] = await db.select({ n: count() }).from(dailyLogs).where(eq(dailyLogs.storeId, staff.storeId));
  if ((existing?.n ?? 0) > 0) return null;
  const random = createRandom(20_260_101);
  const today = todayInZone(timezone, now);
  const rows: (typeof dailyLogs.$inferInsert)[] = [];
  // Calendar days back from today, never 24-hour steps: across a change of clocks a 24-hour step lands
  // on the same date twice late in the evening (the unique day of a store's log refused the seed).
  for (let back = HISTORY_DAYS; back >= 1; back--) {
    const logDate = shiftBusinessDate(today, -back);
    if (random() < 0.03) continue; // closed that day
    rows.push(demoLog(random, staff, logDate));
  }
  await withActor(db, { userId: staff.ownerId, ip: null, userAgent: 'cli db:seed' }, (tx) => tx.insert(dailyLogs).values(rows));
  return rows.length;
}

function demoLog(random: () => number, staff: DemoStaff, logDate: string): typeof dailyLogs.$inferInsert {
  const cents = (min: number, max: number) => Math.round((min + random() * (max - min)) / 5) * 5;
  const weekday = new Date(`${logDate}T12:00:00Z`).getUTCDay();
  const isWeekend = weekday === 0 || weekday === 5 || weekday === 6;
  const startingCashCents = STARTING_FLOAT_CENTS[Math.floor(random() * STARTING_FLOAT_CENTS.length)]!;
  const cashSalesCents = isWeekend ? cents(95_000, 185_000) : cents(55_000, 120_000);
  const payoutsCents = random() < 0.35 ? cents(1_500, 12_000) : 0;
  const expensesCents = random() < 0.25 ? cents(800, 9_000) : 0;
  const expected = startingCashCents + cashSalesCents - payoutsCents - expensesCents;
  const roll = random();
  const kind = roll < 0.74 ? 'balanced' : roll < 0.87 ? 'over' : 'short';
  const difference = kind === 'balanced' ? 0 : kind === 'over' ? cents(25, 1_500) : -cents(50, 2_500);
  const notePool = kind === 'short' ? shortNotes : kind === 'over' ? overNotes : otherNotes;
  const hasNote = kind !== 'balanced' ? random() < 0.7 : random() < 0.12;
  const author = random() < 0.6 ? staff.employeeId : staff.ownerId;
  return {
    storeId: staff.storeId,
    logDate,
    startingCashCents,
    cashSalesCents,
    payoutsCents,
    expensesCents,
    actualCashCents: expected + difference,
    notes: hasNote ? notePool[Math.floor(random() * notePool.length)]! : null,
    createdBy: author,
    updatedBy: author,
  };
}
