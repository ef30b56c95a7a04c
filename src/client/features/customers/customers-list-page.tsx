import { PlaceholderPage } from '#client/features/placeholder/placeholder-page';

export function CustomersListPage() {
  return <PlaceholderPage title="Customers" />;
}
