import { storeKey } from '#client/lib/store-keys';

/** The statements feature's query keys, keyed by store like every store datum (store-keys.ts). */
export const statementLinkKeys = {
  get all() {
    return storeKey('statement-links');
  },
  ofCustomer: (customerId: string) => [...statementLinkKeys.all, customerId] as const,
};
