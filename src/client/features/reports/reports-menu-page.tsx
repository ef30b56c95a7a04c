import { PlaceholderPage } from '#client/features/placeholder/placeholder-page';

export function ReportsMenuPage() {
  return <PlaceholderPage title="Reports" />;
}
