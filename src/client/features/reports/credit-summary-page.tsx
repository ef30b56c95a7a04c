import { PlaceholderPage } from '#client/features/placeholder/placeholder-page';

export function CreditSummaryPage() {
  return <PlaceholderPage title="Monthly Credit Summary" />;
}
