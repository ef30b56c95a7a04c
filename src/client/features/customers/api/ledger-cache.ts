import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Customer } from '#shared/customers/customer.schemas';
import { customerKeys } from './query-keys';
import { storeKeys } from '#client/lib/store-keys';

/** A changed customer: the detail takes the server's answer; lists and the dashboard refetch. */
export function storeCustomer(queryClient: QueryClient, customer: Customer) {
  queryClient.setQueryData(customerKeys.detail(customer.id), customer);
  void queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: storeKeys.dashboard }); // today's numbers
}

/** A new ledger entry: as above, plus the customer's history and statements. */
export function storeLedgerResult(queryClient: QueryClient, customer: Customer) {
  storeCustomer(queryClient, customer);
  void queryClient.invalidateQueries({ queryKey: customerKeys.ledger(customer.id) });
  void queryClient.invalidateQueries({ queryKey: [...customerKeys.all, 'statement', customer.id] });
}

export function useStoreCustomer() {
  const queryClient = useQueryClient();
  return (customer: Customer) => storeCustomer(queryClient, customer);
}
