import { useEffect, useState } from 'react';
import { adminStoreStatusFilters, type AdminStoreStatusFilter } from '#shared/admin/admin-stores.schemas';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Input, Label, NativeSelect } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { countOf, nouns } from '#client/lib/plural';
import { AdminStoreList } from './admin-store-list';
import { useAdminStores } from './admin-stores-api';
import { useT, type TextKey } from '#client/i18n';

const filterLabels = {
  all: 'admin.statusAll',
  trial: 'admin.statustrial',
  active: 'admin.statusactive',
  suspended: 'admin.statussuspended',
  expired: 'admin.statusexpired',
} as const satisfies Record<AdminStoreStatusFilter, TextKey>;

/** /admin/stores (spec part 2 §2): search, status filter, four counters and a server-paged table (cards on a phone). */
export function AdminStoresPage() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<AdminStoreStatusFilter>('all');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setPage(1);
    }, 250);
    return () => clearTimeout(timer);
  }, [search]);
  const stores = useAdminStores({ q, status, page });
  const data = stores.data;
  const pages = data ? Math.max(1, Math.ceil(data.matching / data.size)) : 1;
  const counters = data?.counters;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.storeManagement')}</h1>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {(
          [
            ['total', t('admin.totalStores'), counters?.total],
            ['trial', t('admin.statustrial'), counters?.trial],
            ['active', t('admin.statusactive'), counters?.active],
            ['suspendedOrExpired', t('admin.suspendedExpired'), counters?.suspendedOrExpired],
          ] as const
        ).map(([name, label, value]) => (
          <Card key={name}>
            <div className="p-4">
              <p className="text-sm text-muted">{label}</p>
              <p className="text-2xl font-bold text-ink" data-testid={`counter-${name}`}>{value ?? '—'}</p>
            </div>
          </Card>
        ))}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Label htmlFor="admin-store-search">{t('admin.search')}</Label>
          <Input
            id="admin-store-search"
            type="search"
            placeholder={t('admin.searchStores')}
            aria-describedby="admin-store-search-hint"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <p id="admin-store-search-hint" className="mt-1 text-xs text-muted">
            {t('admin.storeNameOwnerEmailOr')}
          </p>
        </div>
        <div className="sm:w-48">
          <Label htmlFor="admin-store-status">{t('admin.status')}</Label>
          <NativeSelect
            id="admin-store-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as AdminStoreStatusFilter);
              setPage(1);
            }}
          >
            {adminStoreStatusFilters.map((value) => (
              <option key={value} value={value}>
                {t(filterLabels[value])}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {stores.isError ? (
        <p role="alert" className="text-red-700">{t('admin.failedToLoadStores')}</p>
      ) : !data ? (
        <Spinner />
      ) : data.stores.length === 0 ? (
        <p className="text-muted">{t('admin.noStoresFound')}</p>
      ) : (
        <>
          <AdminStoreList stores={data.stores} />
          <nav className="flex items-center justify-between gap-2" aria-label={t('admin.pages')}>
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('admin.previous')}
            </Button>
            <span className="text-sm text-muted">
              {t('admin.pageOf', { page: data.page, pages, countOf: countOf(data.matching, nouns.store) })}
            </span>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              {t('admin.next')}
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
