import { toast } from 'sonner';
import type { Customer } from '#shared/customers/customer.schemas';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/error-messages';
import { useRestoreCustomer } from '../api/restore-customer';
import { useWriteAccess } from '#client/app/write-access';
import { useT } from '#client/i18n';

/** The Restore button (owner): the customer is back in the directory and can take credit again. */
export function RestoreCustomerButton({ customer, size }: { customer: Pick<Customer, 'id' | 'name'>; size?: 'sm' }) {
  const t = useT();
  const restore = useRestoreCustomer();
  const access = useWriteAccess();
  const onRestore = () =>
    restore.mutate(customer.id, {
      onSuccess: () => toast.success(t('customers.customerRestored'), { description: t('customers.backInCustomerList', { name: customer.name }) }),
      onError: (error) => toast.error(t('customers.failedToRestoreCustomer'), { description: errorMessage(error) }),
    });
  return (
    <Button variant="secondary" size={size} onClick={onRestore} isLoading={restore.isPending} disabled={!access.canWrite} title={access.reason ?? undefined} aria-label={t('customers.restoreNamed', { name: customer.name })}>
      {t('customers.restore')}
    </Button>
  );
}

/** On an archived customer's page: why credit, payments and edits are off, and (owner) the way back. */
export function ArchivedNotice({ customer, isOwner }: { customer: Customer; isOwner: boolean }) {
  const t = useT();
  return (
    <Alert tone="warning" className="flex flex-wrap items-center justify-between gap-3">
      <p>
        <span className="font-semibold">{t('customers.archived')}</span> {t('customers.wasDeletedWhileTheyHad', { name: customer.name })}
        {isOwner ? t('customers.untilYouRestore') : t('customers.theStoreOwnerCanRestore')}
      </p>
      {isOwner ? <RestoreCustomerButton customer={customer} /> : null}
    </Alert>
  );
}
