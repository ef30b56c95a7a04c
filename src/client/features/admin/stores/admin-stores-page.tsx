import { useEffect, useState } from 'react';
import { adminStoreStatusFilters, type AdminStoreStatusFilter } from '#shared/admin/admin-stores.schemas';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Input, Label, NativeSelect } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { AdminStoreRowActions } from './admin-store-row-actions';
import { AdminStoreStatus, formatDate } from './admin-store-status';
import { useAdminStores } from './admin-stores-api';

const filterLabels: Record<AdminStoreStatusFilter, string> = { all: 'All', trial: 'Trial', active: 'Active', suspended: 'Suspended', expired: 'Expired' };

/** /admin/stores (spec part 2 §2): search, status filter, four counters and a server-paged table (cards on a phone). */
export function AdminStoresPage() {
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
      <h1 className="text-2xl font-bold text-ink">Store Management</h1>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {(
          [
            ['Total Stores', counters?.total],
            ['Trial', counters?.trial],
            ['Active', counters?.active],
            ['Suspended / Expired', counters?.suspendedOrExpired],
          ] as const
        ).map(([label, value]) => (
          <Card key={label}>
            <div className="p-4">
              <p className="text-sm text-muted">{label}</p>
              <p className="text-2xl font-bold text-ink" data-testid={`counter-${label}`}>{value ?? '—'}</p>
            </div>
          </Card>
        ))}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Label htmlFor="admin-store-search">Search</Label>
          <Input id="admin-store-search" type="search" placeholder="Store name, owner email or owner name" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="sm:w-48">
          <Label htmlFor="admin-store-status">Status</Label>
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
                {filterLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {stores.isError ? (
        <p role="alert" className="text-red-700">Failed to load stores</p>
      ) : !data ? (
        <Spinner />
      ) : data.stores.length === 0 ? (
        <p className="text-muted">No stores found</p>
      ) : (
        <>
          <ul className="space-y-3 md:hidden" aria-label="Stores">
            {data.stores.map((store) => (
              <li key={store.id}>
                <Card>
                  <div className="space-y-2 p-4">
                    <div className="flex items-start justify-between gap-2">
                      <p className="font-semibold text-ink">{store.name}</p>
                      <AdminStoreStatus status={store.effectiveStatus} />
                    </div>
                    <p className="text-sm text-muted">{store.ownerName ?? '—'}</p>
                    <p className="break-all text-sm text-muted">{store.ownerEmail ?? '—'}</p>
                    <p className="text-sm text-muted">Created {formatDate(store.createdAt)}</p>
                    <AdminStoreRowActions store={store} />
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full text-left text-sm">
              <thead className="border-b text-muted">
                <tr>
                  <th className="p-2">Store</th>
                  <th className="p-2">Owner</th>
                  <th className="p-2">Status</th>
                  <th className="p-2">Trial ends</th>
                  <th className="p-2">Created</th>
                  <th className="p-2">Actions</th>
                </tr>
              </thead>
              <tbody>
                {data.stores.map((store) => (
                  <tr key={store.id} className="border-b align-top">
                    <td className="p-2 font-medium text-ink">{store.name}</td>
                    <td className="p-2">
                      <div>{store.ownerName ?? '—'}</div>
                      <div className="text-muted">{store.ownerEmail ?? '—'}</div>
                    </td>
                    <td className="p-2">
                      <AdminStoreStatus status={store.effectiveStatus} />
                    </td>
                    <td className="p-2">{formatDate(store.trialEndDate)}</td>
                    <td className="p-2">{formatDate(store.createdAt)}</td>
                    <td className="p-2">
                      <AdminStoreRowActions store={store} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="flex items-center justify-between gap-2" aria-label="Pages">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <span className="text-sm text-muted">
              Page {data.page} of {pages} · {data.matching} {data.matching === 1 ? "store" : "stores"}
            </span>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              Next
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
