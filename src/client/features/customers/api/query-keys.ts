import { storeKeys } from '#client/lib/store-keys';

/** Every query key of the customers feature, declared once so mutations invalidate the right ones. */
export const customerKeys = {
  get all() {
    return storeKeys.customers;
  },
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (q: string) => [...customerKeys.lists(), q] as const,
  detail: (id: string) => [...customerKeys.all, 'detail', id] as const,
  ledger: (id: string) => [...customerKeys.all, 'ledger', id] as const,
  statement: (id: string, from: string, to: string) => [...customerKeys.all, 'statement', id, from, to] as const,
};
