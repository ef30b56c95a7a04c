import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CustomerListItem } from '#shared/customers/customer.schemas';
import { customerPath } from '#client/app/paths';
import { ConfirmDialog } from '#client/components/ui/dialog';
import { isApiError } from '#client/lib/api-client';
import { errorMessage } from '#client/lib/error-messages';
import { useDeleteCustomer } from '../api/delete-customer';
import { ledgerQueryOptions } from '../api/list-ledger';
import { decideDelete, type DeleteRefusal } from './delete-customer-decision';
import { useT } from '#client/i18n';

type DeleteCustomerDialogProps = {
  /** The customer as the list shows it now (refetched after a refusal). */
  customer: CustomerListItem;
  /** Closed; `wasDeleted` when the customer is gone from the list (deleted or archived). */
  onClose: (wasDeleted: boolean) => void;
  /** The server refused because of a balance: the list was stale, refetch it. */
  onRefused: () => void;
};

const refusals = new Set<string>(['CUSTOMER_HAS_BALANCE', 'CUSTOMER_HAS_STORE_CREDIT']);

/**
 * Delete Customer (spec part 1 §2, DESIGN §1): the ledger is never erased. A customer with a credit
 * history is archived (the dialog says so before), one without is deleted for good; a balance either
 * way is refused with what to do, and the dialog offers the customer's page to do it.
 */
export function DeleteCustomerDialog({ customer, onClose, onRefused }: DeleteCustomerDialogProps) {
  const t = useT();
  const [refusal, setRefusal] = useState<DeleteRefusal>();
  const remove = useDeleteCustomer();
  const navigate = useNavigate();
  // The first page of their history says whether there is one (the detail page shares this cache).
  const ledger = useInfiniteQuery({ ...ledgerQueryOptions(customer.id), enabled: customer.creditBalanceCents === 0 });
  const hasLedgerEntries = ledger.data ? (ledger.data.pages[0]?.items.length ?? 0) > 0 : ledger.isError ? true : undefined;
  const decision = decideDelete(customer, hasLedgerEntries, refusal);
  const onOpenChange = (open: boolean) => {
    if (!open) onClose(false);
  };

  if (decision.kind === 'refused') {
    return (
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title={t('customers.deleteCustomer')}
        description={decision.message}
        confirmLabel={t('customers.openCustomer')}
        tone="primary"
        onConfirm={() => navigate(customerPath(customer.id))}
      />
    );
  }

  const isArchive = decision.kind === 'archive';
  const onConfirm = () =>
    remove.mutate(customer.id, {
      onSuccess: ({ outcome }) => {
        // The server's answer decides the words (the dialog's own check may be a moment old).
        toast.success(outcome === 'archived' ? t('customers.customerArchived') : t('customers.customerDeleted'), { description: customer.name });
        onClose(true);
      },
      onError: (error) => {
        if (isApiError(error) && refusals.has(error.code)) {
          setRefusal(error.code as DeleteRefusal);
          return onRefused();
        }
        toast.error(t('customers.failedToDeleteCustomer'), { description: errorMessage(error) });
        onClose(false);
      },
    });

  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={isArchive ? t('customers.archiveCustomer') : t('customers.deleteCustomer')}
      description={t('customers.deleteConfirm', { name: customer.name, message: decision.message })}
      confirmLabel={isArchive ? t('customers.archive') : t('customers.delete')}
      isPending={remove.isPending || decision.kind === 'checking'}
      onConfirm={onConfirm}
    />
  );
}
