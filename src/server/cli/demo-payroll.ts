import crypto from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { shiftBusinessDate, todayInZone } from '#shared/dates';
import { hourlyRateCents, toHalfHours } from '#shared/payroll/overtime';
import type { Db } from '../db/client';
import { payrollEntries, storedObjects } from '../db/schema/index';
import { withActor } from '../db/with-actor';
import type { FileStorage } from '../storage/storage';
import { checkSignaturePng } from '../payroll/signature-image';
import { createRandom, type DemoStaff } from './demo-customers';

const WEEKS = 10;
const HOURLY_CENTS = 1_550;

/**
 * Ten weeks of weekly payroll for the demo employee, Monday to Sunday up to last week, each entered
 * on the Monday after with a drawn signature (a PNG the app's own check accepts, stored privately as
 * the app stores one): hours between 32 and 46 in half-hour steps, so some weeks show overtime.
 * Written through the audited path by the owner. Once.
 */
export async function seedDemoPayroll(db: Db, storage: FileStorage, staff: DemoStaff & { employeeName: string }, timezone: string, now = new Date()): Promise<number | null> {
  if (staff.employeeId === staff.ownerId) return 0;
  const [existing] = await db.select({ n: count() }).from(payrollEntries).where(eq(payrollEntries.storeId, staff.storeId));
  if ((existing?.n ?? 0) > 0) return null;
  const random = createRandom(20_260_202);
  const today = todayInZone(timezone, now);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  const thisMonday = shiftBusinessDate(today, -((weekday + 6) % 7));
  let written = 0;
  for (let week = WEEKS; week >= 1; week--) {
    const startDate = shiftBusinessDate(thisMonday, -7 * week);
    const endDate = shiftBusinessDate(startDate, 6);
    const entryDate = shiftBusinessDate(endDate, 1);
    const hours = 32 + Math.round(random() * 28) / 2;
    const amountCents = Math.round(hours * HOURLY_CENTS);
    const png = await checkSignaturePng((await demoSignature(random)).toString('base64'));
    const key = `signatures/${staff.storeId}/${crypto.randomUUID()}.png`;
    await storage.put(key, png);
    const enteredAt = new Date(`${entryDate}T15:30:00Z`);
    await withActor(db, { userId: staff.ownerId, ip: null, userAgent: 'cli db:seed' }, async (tx) => {
      await tx.insert(storedObjects).values({ storeId: staff.storeId, kind: 'signature', key, contentType: 'image/png', sizeBytes: png.byteLength });
      await tx.insert(payrollEntries).values({
        storeId: staff.storeId,
        employeeId: staff.employeeId,
        employeeName: staff.employeeName,
        employeePhone: null,
        entryDate,
        startDate,
        endDate,
        payPeriodType: 'weekly',
        totalHalfHours: toHalfHours(hours),
        totalAmountCents: amountCents,
        hourlyRateCents: hourlyRateCents(amountCents, hours),
        signatureKey: key,
        signatureDate: enteredAt,
        createdBy: staff.ownerId,
        createdAt: enteredAt,
      });
    });
    written++;
  }
  return written;
}

/** A signature as the drawing surface would give it: a dark, slightly different scribble on white. */
async function demoSignature(random: () => number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const [width, height] = [300, 100];
  const pixels = Buffer.alloc(width * height * 4, 255);
  const [a, b, phase] = [14 + random() * 10, 8 + random() * 8, random() * 6];
  for (let x = 24; x < 270; x++) {
    const y = Math.round(52 + a * Math.sin(x / 11 + phase) * Math.cos(x / 37) + b * Math.sin(x / 5));
    for (let dy = -1; dy <= 1; dy++) {
      const row = Math.min(height - 1, Math.max(0, y + dy));
      pixels.fill(20, (row * width + x) * 4, (row * width + x) * 4 + 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } }).png().toBuffer();
}
