import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { AdminStoreRow } from '#shared/admin/admin-stores.schemas';
import { adminStorePath } from '#client/app/paths';
import { Button, buttonClasses } from '#client/components/ui/button';
import { mutateAndTell } from '#client/lib/mutate-and-tell';
import { useAdminStoreAction } from './admin-stores-api';
import { DeleteStoreDialog } from './delete-store-dialog';
import { useT } from '#client/i18n';

/** A row's actions: view, suspend (when not suspended) or reactivate (only when suspended), delete. */
export function AdminStoreRowActions({ store }: { store: AdminStoreRow }) {
  const t = useT();
  const action = useAdminStoreAction(store.id);
  const [confirming, setConfirming] = useState(false);
  const suspended = store.subscriptionStatus === 'suspended';
  const toggle = () =>
    // Under a status filter the row leaves the list once it changes: the toast must not go with it.
    mutateAndTell(action, { kind: suspended ? 'reactivate' : 'suspend' } as const, {
      onSuccess: () => toast.success(t('admin.storeUpdated')),
      onError: () => toast.error(t('admin.error'), { description: t('admin.failedToSuspendReactivateStore') }),
    });
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={adminStorePath(store.id)} className={buttonClasses({ variant: 'secondary', size: 'sm' })} aria-label={t('admin.viewNamed', { name: store.name })}>
        {t('admin.view')}
      </Link>
      <Button size="sm" variant="secondary" isLoading={action.isPending} onClick={toggle} aria-label={`${suspended ? t('admin.reactivate') : t('admin.suspend')} ${store.name}`}>
        {suspended ? t('admin.reactivate') : t('admin.suspend')}
      </Button>
      <Button size="sm" variant="danger" onClick={() => setConfirming(true)} aria-label={t('admin.deleteNamed', { name: store.name })}>
        {t('admin.delete')}
      </Button>
      <DeleteStoreDialog store={store} open={confirming} onOpenChange={setConfirming} />
    </div>
  );
}
