import { toast } from 'sonner';
import type { Customer } from '#shared/customers/customer.schemas';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/error-messages';
import { useRestoreCustomer } from '../api/restore-customer';
import { useWriteAccess } from '#client/app/write-access';

/** The Restore button (owner): the customer is back in the directory and can take credit again. */
export function RestoreCustomerButton({ customer, size }: { customer: Pick<Customer, 'id' | 'name'>; size?: 'sm' }) {
  const restore = useRestoreCustomer();
  const access = useWriteAccess();
  const onRestore = () =>
    restore.mutate(customer.id, {
      onSuccess: () => toast.success('Customer restored', { description: `${customer.name} is back in the customer list.` }),
      onError: (error) => toast.error('Failed to restore customer', { description: errorMessage(error) }),
    });
  return (
    <Button variant="secondary" size={size} onClick={onRestore} isLoading={restore.isPending} disabled={!access.canWrite} title={access.reason ?? undefined} aria-label={`Restore ${customer.name}`}>
      Restore
    </Button>
  );
}

/** On an archived customer's page: why credit, payments and edits are off, and (owner) the way back. */
export function ArchivedNotice({ customer, isOwner }: { customer: Customer; isOwner: boolean }) {
  return (
    <Alert tone="warning" className="flex flex-wrap items-center justify-between gap-3">
      <p>
        <span className="font-semibold">Archived.</span> {customer.name} was deleted while they had a credit history, so the
        history is kept for your records. Credit, payments and changes to this customer are off
        {isOwner ? ' until you restore them.' : '; the store owner can restore them.'}
      </p>
      {isOwner ? <RestoreCustomerButton customer={customer} /> : null}
    </Alert>
  );
}
