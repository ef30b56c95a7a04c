export const statementLinkKeys = {
  all: ['statement-links'] as const,
  ofCustomer: (customerId: string) => ['statement-links', customerId] as const,
};
