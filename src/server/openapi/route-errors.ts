import type { ErrorCode } from '#shared/errors/codes';
import { statusByCode } from '../http/app-error';
import { uuidParamCode, type Access, type RouteEntry } from '../http/route-manifest';

/** What each access level's guards answer (register-routes.ts, auth/session.middleware.ts, auth/admin-guards.ts). */
const accessErrors: Record<Access, readonly ErrorCode[]> = {
  anonymous: [],
  signedIn: ['UNAUTHENTICATED'],
  member: ['UNAUTHENTICATED', 'NO_STORE', 'MAINTENANCE_MODE'],
  owner: ['UNAUTHENTICATED', 'NO_STORE', 'OWNER_ONLY', 'MAINTENANCE_MODE'],
  admin: ['UNAUTHENTICATED', 'ADMIN_ONLY', 'TWO_FACTOR_REQUIRED', 'TWO_FACTOR_ENROLMENT_REQUIRED'],
  adminUnverified: ['UNAUTHENTICATED', 'ADMIN_ONLY'],
  community: ['UNAUTHENTICATED', 'NO_STORE', 'MAINTENANCE_MODE'],
};

/**
 * Every error code a route can answer: those its declaration implies — any route: a query it does not
 * take or a value it refuses (422), a lost database (503), a fault (500); a write: a cross-site request
 * (403), a malformed or too large body (400, 413); its access level's guards; a lapsed store's refusal;
 * its :id's not-found code — plus the codes the route's handler declares (`errors`).
 */
export function routeErrorCodes(entry: RouteEntry): ErrorCode[] {
  const codes = new Set<ErrorCode>(['VALIDATION_FAILED', 'DATABASE_UNAVAILABLE', 'INTERNAL']);
  if (entry.method !== 'GET') {
    codes.add('CROSS_SITE_REQUEST');
    if (entry.body === 'image') codes.add('IMAGE_TOO_LARGE');
    else if (entry.body === 'stream') codes.add('MEDIA_TOO_LARGE');
    else codes.add('BODY_TOO_LARGE');
    if (entry.body !== 'image' && entry.body !== 'stream' && entry.body !== 'text') codes.add('INVALID_BODY');
  }
  for (const code of accessErrors[entry.access]) codes.add(code);
  if (entry.blockedWhenLapsed) codes.add('SUBSCRIPTION_LAPSED');
  if (entry.params) codes.add(uuidParamCode(entry.params) ?? 'NOT_FOUND');
  for (const code of entry.errors ?? []) codes.add(code);
  return [...codes];
}

/** The route's error codes by HTTP status ('401' → ['UNAUTHENTICATED']), statuses in order. */
export function routeErrorsByStatus(entry: RouteEntry): Array<[string, ErrorCode[]]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of routeErrorCodes(entry)) {
    const status = statusByCode[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return [...byStatus.entries()].sort(([a], [b]) => a - b).map(([status, codes]) => [String(status), codes]);
}
