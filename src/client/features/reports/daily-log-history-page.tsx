import { PlaceholderPage } from '#client/features/placeholder/placeholder-page';

export function DailyLogHistoryPage() {
  return <PlaceholderPage title="Daily Log History" />;
}
