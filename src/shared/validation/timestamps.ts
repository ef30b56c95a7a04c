import { z } from 'zod';

/**
 * One strict reader of ISO 8601 instants for every input and every cursor that carries one (issue 22
 * point 5). JavaScript's Date.parse takes what PostgreSQL refuses ('1', '+010000-01-01T00:00:00Z',
 * '0000-01-01T00:00:00Z'), and a loose pattern takes '2025-13-45T99:99:99'; this takes only
 * 'YYYY-MM-DDTHH:MM:SS', optionally with up to 6 fraction digits and then 'Z' or '±HH:MM', naming a
 * real calendar day in years 0001–9999 and a real time of day — a text PostgreSQL reads the same.
 */
const timestampPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(Z|[+-](\d{2}):(\d{2}))?$/;

export type TimestampZone = 'required' | 'none' | 'optional';

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True for a timestamp text as described above; `zone` says whether 'Z'/'±HH:MM' must, must not or may follow. */
export function isIsoTimestamp(value: string, zone: TimestampZone = 'optional'): boolean {
  const match = timestampPattern.exec(value);
  if (!match) return false;
  const [, y, mo, d, h, mi, s, offset, oh, om] = match;
  if ((zone === 'required' && !offset) || (zone === 'none' && offset)) return false;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return false;
  return oh === undefined || (Number(oh) <= 15 && Number(om) <= 59);
}

/** An instant with its zone ('2026-01-01T00:00:00Z', '2026-01-01T06:00:00.000+01:00'); 'invalid_date' otherwise. */
export const isoTimestampSchema = z.string({ error: 'required' }).max(40, 'invalid_date').refine((v) => isIsoTimestamp(v, 'required'), 'invalid_date');
