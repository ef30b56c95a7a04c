import { sql } from 'drizzle-orm';

/**
 * A person's name in SQL: the profile's first and last name, else the account name (null once the
 * account is gone: 'Unknown User' on screen). `profile` and `user` are the aliases of a `profiles`
 * and a `users` row in the query.
 */
export const personNameOf = (profile: string, user: string): string =>
  `coalesce(nullif(trim(${profile}.first_name || ' ' || ${profile}.last_name), ''), ${user}.name)`;

/** The person's name where the query joins `profiles` and `users` under their own names. */
export const personNameSql = sql<string | null>`${sql.raw(personNameOf('"profiles"', '"users"'))}`;
