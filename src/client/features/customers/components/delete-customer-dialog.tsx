import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { CustomerListItem } from '#shared/customers/customer.schemas';
import { customerPath } from '#client/app/paths';
import { ConfirmDialog } from '#client/components/ui/dialog';
import { isApiError } from '#client/lib/api-client';
import { errorMessage } from '#client/lib/error-messages';
import { useDeleteCustomer } from '../api/delete-customer';
import { decideDelete } from './delete-customer-decision';

type DeleteCustomerDialogProps = {
  /** The customer as the list shows it now (refetched after a refusal). */
  customer: CustomerListItem;
  /** Closed; `wasDeleted` when the customer is gone. */
  onClose: (wasDeleted: boolean) => void;
  /** The server refused because the customer owes money: the list was stale, refetch it. */
  onRefused: () => void;
};

/**
 * Delete Customer (spec part 1 §2, DESIGN §1): confirm, then delete. A customer who owes money is
 * not deleted: the dialog says so and offers the customer's page to record a payment.
 */
export function DeleteCustomerDialog({ customer, onClose, onRefused }: DeleteCustomerDialogProps) {
  const [isRefused, setIsRefused] = useState(false);
  const remove = useDeleteCustomer();
  const navigate = useNavigate();
  const decision = decideDelete(customer, isRefused);
  const onOpenChange = (open: boolean) => {
    if (!open) onClose(false);
  };

  if (decision.kind === 'owes') {
    return (
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Delete Customer"
        description={decision.message}
        confirmLabel="Open Customer"
        tone="primary"
        onConfirm={() => navigate(customerPath(customer.id))}
      />
    );
  }

  const onConfirm = () =>
    remove.mutate(customer.id, {
      onSuccess: () => {
        toast.success('Customer deleted', { description: customer.name });
        onClose(true);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'CUSTOMER_HAS_BALANCE') {
          setIsRefused(true);
          return onRefused();
        }
        toast.error('Failed to delete customer', { description: errorMessage(error) });
        onClose(false);
      },
    });

  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Delete Customer"
      description={`Are you sure you want to delete ${customer.name}? ${decision.message}`}
      confirmLabel="Delete"
      isPending={remove.isPending}
      onConfirm={onConfirm}
    />
  );
}
