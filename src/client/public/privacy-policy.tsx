import { LegalLayout } from './legal/legal-layout';
import { privacySectionsPart1 } from './legal/privacy-sections';
import { privacySectionsPart2 } from './legal/privacy-sections-2';

export function PrivacyPolicyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      intro={
        <p>
          Your store's records belong to you, and your customers trust you with them. This policy explains, in plain
          language, what information Corner Store handles and how we keep it safe. In short: we collect only what the
          Service needs, we never sell data, and we use cookies only to keep you signed in and remember your sidebar.
        </p>
      }
      sections={[...privacySectionsPart1, ...privacySectionsPart2]}
    />
  );
}
