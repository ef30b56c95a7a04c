import { PlaceholderPage } from '#client/features/placeholder/placeholder-page';

export function NewCustomerPage() {
  return <PlaceholderPage title="Add Customer" />;
}
