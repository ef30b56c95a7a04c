import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import type { AdminStoreDetail } from '#shared/admin/admin-stores.schemas';
import { paths } from '#client/app/paths';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Label, NativeSelect } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { Textarea } from '#client/components/ui/textarea';
import { isApiError } from '#client/lib/api-client';
import { AdminStoreStatus, formatDate } from './admin-store-status';
import { useAdminStore, useAdminStoreAction, type AdminStoreAction } from './admin-stores-api';
import { DeleteStoreDialog } from './delete-store-dialog';
import { AdminStoreCheque } from './admin-store-cheque';
import { useT } from '#client/i18n';

const trialDays = [7, 14, 30, 60] as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="break-words font-medium text-ink">{children}</dd>
    </div>
  );
}

/** /admin/stores/:storeId (spec part 2 §2): details, dates, counts, notes and the admin's actions (each saves the notes). */
export function AdminStoreDetailPage() {
  const t = useT();
  const { storeId = '' } = useParams();
  const navigate = useNavigate();
  const store = useAdminStore(storeId);
  const notFound = isApiError(store.error) && store.error.status === 404;
  useEffect(() => {
    if (store.isError && !notFound) {
      toast.error(t('admin.error'), { description: t('admin.failedToLoadStoreDetails') });
      void navigate(paths.admin.stores);
    }
  }, [store.isError, notFound, navigate]);

  if (notFound) {
    return (
      <div className="space-y-4">
        <Link to={paths.admin.stores} className="text-sm text-brand-700 underline">{t('admin.backToStores')}</Link>
        <p role="alert" className="text-ink">{t('admin.storeNotFound')}</p>
      </div>
    );
  }
  if (!store.data) return <Spinner />;
  return <StoreDetail key={store.data.store.id} detail={store.data} />;
}

function StoreDetail({ detail }: { detail: AdminStoreDetail }) {
  const t = useT();
  const { store, owner, counts } = detail;
  const navigate = useNavigate();
  const action = useAdminStoreAction(store.id);
  const [notes, setNotes] = useState(store.notes ?? '');
  const [days, setDays] = useState<number>(7);
  const [confirming, setConfirming] = useState(false);
  const suspended = store.subscriptionStatus === 'suspended';

  const run = (input: AdminStoreAction, onDone?: () => void) =>
    action.mutate(input, {
      onSuccess: () => {
        toast.success(t('admin.storeUpdated'));
        onDone?.();
      },
      onError: () => toast.error(t('admin.error'), { description: t('admin.failedToUpdateStore') }),
    });

  return (
    <div className="space-y-6">
      <Link to={paths.admin.stores} className="text-sm text-brand-700 underline">{t('admin.backToStores')}</Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-ink">{store.name}</h1>
        <AdminStoreStatus status={store.effectiveStatus} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader><CardTitle>{t('admin.storeDetails')}</CardTitle></CardHeader>
          <CardContent>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Fact label={t('admin.address')}>{store.address ?? '—'}</Fact>
              <Fact label={t('admin.phone')}>{store.phone ?? '—'}</Fact>
              <Fact label={t('admin.created')}>{formatDate(store.createdAt)}</Fact>
              <Fact label={t('admin.owner')}>{owner ? `${owner.firstName} ${owner.lastName}`.trim() || '—' : '—'}</Fact>
              <Fact label={t('admin.ownerEmail')}>{owner?.email ?? '—'}</Fact>
              <Fact label={t('admin.ownerPhone')}>{owner?.phone ?? '—'}</Fact>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader><CardTitle>{t('admin.subscription')}</CardTitle></CardHeader>
          <CardContent>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Fact label={t('admin.trialStart')}>{formatDate(store.trialStartDate)}</Fact>
              <Fact label={t('admin.trialEnd')}><span data-testid="trial-end">{formatDate(store.trialEndDate)}</span></Fact>
              <Fact label={t('admin.subscriptionStart')}>{formatDate(store.subscriptionStartDate)}</Fact>
              <Fact label={t('admin.subscriptionEnd')}>{formatDate(store.subscriptionEndDate)}</Fact>
              <Fact label={t('admin.lastPayment')}>{formatDate(store.lastPaymentDate)}</Fact>
            </dl>
          </CardContent>
        </Card>
      </div>
      <div className="grid grid-cols-3 gap-3">
        {(
          [
            [t('admin.customers'), counts.customers],
            [t('admin.dailyLogs'), counts.dailyLogs],
            [t('admin.employees'), counts.employees],
          ] as const
        ).map(([label, value]) => (
          <Card key={label}>
            <div className="p-4">
              <p className="text-sm text-muted">{label}</p>
              <p className="text-2xl font-bold text-ink">{value}</p>
            </div>
          </Card>
        ))}
      </div>
      <Card>
        <CardHeader><CardTitle>{t('admin.adminNotes')}</CardTitle></CardHeader>
        <CardContent className="space-y-3">
          <Label htmlFor="admin-store-notes" className="sr-only">{t('admin.adminNotes')}</Label>
          <Textarea id="admin-store-notes" rows={4} maxLength={5000} value={notes} onChange={(e) => setNotes(e.target.value)} />
          <Button variant="secondary" isLoading={action.isPending} onClick={() => run({ kind: 'notes', notes })}>{t('admin.saveNotes')}</Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader><CardTitle>{t('admin.actions')}</CardTitle></CardHeader>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap gap-2">
            {suspended ? (
              <Button onClick={() => run({ kind: 'reactivate', notes })} disabled={action.isPending}>{t('admin.reactivateStore')}</Button>
            ) : (
              <Button variant="secondary" onClick={() => run({ kind: 'suspend', notes })} disabled={action.isPending}>{t('admin.suspendStore')}</Button>
            )}
            <Button variant="danger" onClick={() => setConfirming(true)}>{t('admin.deleteStore')}</Button>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <div>
              <Label htmlFor="admin-extend-days">{t('admin.extendTrialBy')}</Label>
              <NativeSelect id="admin-extend-days" value={days} onChange={(e) => setDays(Number(e.target.value))}>
                {trialDays.map((d) => (
                  <option key={d} value={d}>{t('admin.days', { d })}</option>
                ))}
              </NativeSelect>
            </div>
            <Button variant="secondary" onClick={() => run({ kind: 'extend-trial', days, notes })} disabled={action.isPending}>{t('admin.extendTrial')}</Button>
          </div>
          <AdminStoreCheque timeZone={store.timezone} disabled={action.isPending} onRecord={(cheque, done) => run({ kind: 'cheques', ...cheque, notes }, done)} />
        </CardContent>
      </Card>
      <DeleteStoreDialog store={store} open={confirming} onOpenChange={setConfirming} onDeleted={() => void navigate(paths.admin.stores)} />
    </div>
  );
}
