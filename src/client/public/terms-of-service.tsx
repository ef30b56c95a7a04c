import { LegalLayout } from './legal/legal-layout';
import { termsSectionsPart1 } from './legal/terms-sections';
import { termsSectionsPart2 } from './legal/terms-sections-2';

export function TermsOfServicePage() {
  return (
    <LegalLayout
      title="Terms of Service"
      intro={
        <p>
          Plain-language terms for using Corner Store. Please read them carefully: they explain your subscription,
          your responsibilities for the customer records you keep, and ours for running the Service. See also our{' '}
          <a href="/privacy-policy">Privacy Policy</a>.
        </p>
      }
      sections={[...termsSectionsPart1, ...termsSectionsPart2]}
    />
  );
}
