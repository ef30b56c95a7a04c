import type { Identity, World } from '../route-fixtures';

export type { Identity, World };

export type Call = { path: string; method?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string>; cookie?: string | null };

/** One valid request per route (by 'METHOD /path'), aimed at the first store's objects; `who` lets a
 * request that would end the caller's session (sign-out) use a second session of the same user. */
export type CallTable = Record<string, (w: World, who: Identity) => Call | Promise<Call>>;

/** The date range of the ranged reads (reports, statements, exports). */
export const range = '?from=2026-01-01&to=2026-01-31';
