import type { AdminStoreRow } from '#shared/admin/admin-stores.schemas';
import { RecordCard, RecordCards } from '#client/components/ui/record-cards';
import { AdminStoreRowActions } from './admin-store-row-actions';
import { AdminStoreStatus, formatDate } from './admin-store-status';
import { useT } from '#client/i18n';

/** The stores of one page: a card each on a phone, a table from 768 px; both say the same (trial end included). */
export function AdminStoreList({ stores }: { stores: AdminStoreRow[] }) {
  const t = useT();
  return (
    <>
      <RecordCards label={t('admin.stores')}>
        {stores.map((store) => (
          <RecordCard
            key={store.id}
            title={store.name}
            aside={<AdminStoreStatus status={store.effectiveStatus} />}
            fields={[
              { label: t('admin.owner'), value: store.ownerName ?? '—' },
              { label: t('admin.email'), value: store.ownerEmail ?? '—' },
              { label: t('admin.trialEnds'), value: formatDate(store.trialEndDate) },
              { label: t('admin.created'), value: formatDate(store.createdAt) },
            ]}
            actions={<AdminStoreRowActions store={store} />}
          />
        ))}
      </RecordCards>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b text-muted">
            <tr>
              <th className="p-2">{t('admin.store')}</th>
              <th className="p-2">{t('admin.owner')}</th>
              <th className="p-2">{t('admin.status')}</th>
              <th className="p-2">{t('admin.trialEnds')}</th>
              <th className="p-2">{t('admin.created')}</th>
              <th className="p-2">{t('admin.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {stores.map((store) => (
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
    </>
  );
}
