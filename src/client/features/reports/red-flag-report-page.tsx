import { PlaceholderPage } from '#client/features/placeholder/placeholder-page';

export function RedFlagReportPage() {
  return <PlaceholderPage title="Red Flag Report" />;
}
