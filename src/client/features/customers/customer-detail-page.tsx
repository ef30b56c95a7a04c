import { PlaceholderPage } from '#client/features/placeholder/placeholder-page';

export function CustomerDetailPage() {
  return <PlaceholderPage title="Customer Details" />;
}
