import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** sum() of cents: bigint sums are numeric (strings on the wire), and no rows give 0, not null. */
export function sumCents(value: AnyColumn | SQL): SQL<number> {
  return sql`coalesce(sum(${value}), 0)`.mapWith(Number);
}

/** sum() of cents over the rows that meet `condition` (an aggregate FILTER); none → 0. */
export function sumCentsWhere(value: AnyColumn | SQL, condition: SQL): SQL<number> {
  return sql`coalesce(sum(${value}) filter (where ${condition}), 0)`.mapWith(Number);
}

/** avg() rounded to whole cents (half away from zero); no rows give 0. */
export function averageCents(value: AnyColumn | SQL): SQL<number> {
  return sql`coalesce(round(avg(${value})), 0)`.mapWith(Number);
}

/** count(*) as a number (bigint on the wire). */
export function countRows(): SQL<number> {
  return sql`count(*)`.mapWith(Number);
}
