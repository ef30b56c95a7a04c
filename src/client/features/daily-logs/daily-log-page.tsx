import { PlaceholderPage } from '#client/features/placeholder/placeholder-page';

export function DailyLogPage() {
  return <PlaceholderPage title="Daily Sales" />;
}
