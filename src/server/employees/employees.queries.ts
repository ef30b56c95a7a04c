import { and, asc, eq, sql } from 'drizzle-orm';
import type { Employee } from '#shared/employees/employee.schemas';
import type { Db } from '../db/client';
import type { Tx } from '../db/with-actor';
import { profiles, userRoles, users } from '../db/schema/index';
import { AppError } from '../http/app-error';

const employeeColumns = {
  id: users.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: users.email,
  phone: profiles.phone,
  photoKey: profiles.photoKey,
  createdAt: userRoles.createdAt,
  lastSignInAt: profiles.lastSignInAt,
};

type EmployeeRow = { id: string; firstName: string; lastName: string; email: string; phone: string | null; photoKey: string | null; createdAt: Date; lastSignInAt: Date | null };

/** The photo's version in its URL: the last part of its key (a new key per upload). */
export function photoVersionOf(photoKey: string | null): string | null {
  return photoKey ? (photoKey.split('/').pop()?.replace(/\.jpg$/, '') ?? null) : null;
}

export function toEmployeeDto(row: EmployeeRow): Employee {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    photoVersion: photoVersionOf(row.photoKey),
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

const employeeOf = (storeId: string) => and(eq(userRoles.storeId, storeId), eq(userRoles.role, 'employee'));

/** The store's current employees (user_roles joined to profiles, spec part 2 §7), by name. */
export async function listEmployees(db: Db, storeId: string): Promise<Employee[]> {
  const rows = await db
    .select(employeeColumns)
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(profiles, eq(profiles.id, userRoles.userId))
    .where(employeeOf(storeId))
    .orderBy(asc(sql`lower(${profiles.firstName} || ' ' || ${profiles.lastName})`), asc(users.id));
  return rows.map(toEmployeeDto);
}

/** One current employee of this store, or 404 (another store's user, the owner, or nobody). */
export async function findEmployee(db: Db | Tx, storeId: string, employeeId: string): Promise<EmployeeRow> {
  const [row] = await db
    .select(employeeColumns)
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(profiles, eq(profiles.id, userRoles.userId))
    .where(and(employeeOf(storeId), eq(userRoles.userId, employeeId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
