import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '#shared/admin/security.schemas';
import { apiRequest } from '#client/lib/api-client';
import { storeKey } from '#client/lib/store-keys';
import { platformDayStart } from '#shared/dates';

/** What the filter form holds: store, user, action, table, and platform (UTC) days from / to ('YYYY-MM-DD'). */
export type AuditFilterForm = { store: string; user: string; action: string; table: string; fromDay: string; toDay: string };
export const emptyAuditFilter: AuditFilterForm = { store: '', user: '', action: '', table: '', fromDay: '', toDay: '' };

/** The API's query string for the filters (empty fields left out). */
export function auditFilterParams(filter: AuditFilterForm): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.store.trim()) params.set('store', filter.store.trim());
  if (filter.user.trim()) params.set('user', filter.user.trim());
  if (filter.action) params.set('action', filter.action);
  if (filter.table) params.set('table', filter.table);
  if (filter.fromDay) params.set('from', platformDayStart(filter.fromDay));
  if (filter.toDay) params.set('to', platformDayStart(filter.toDay, 1));
  return params;
}

export function getAuditPage(filter: AuditFilterForm, cursor: string | null): Promise<AuditPage> {
  const params = auditFilterParams(filter);
  if (cursor) params.set('cursor', cursor);
  return apiRequest<AuditPage>(`/api/admin/security/audit-log?${params.toString()}`);
}

/** The CSV of the same filters (a plain download link: the cookie signs it). */
export function auditCsvHref(filter: AuditFilterForm): string {
  const query = auditFilterParams(filter).toString();
  return `/api/admin/security/audit-log.csv${query ? `?${query}` : ''}`;
}

export const auditPagesQueryOptions = (filter: AuditFilterForm) =>
  infiniteQueryOptions({
    queryKey: storeKey('admin', 'security', 'audit-log', filter),
    queryFn: ({ pageParam }) => getAuditPage(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

export function useAuditPages(filter: AuditFilterForm) {
  return useInfiniteQuery(auditPagesQueryOptions(filter));
}
