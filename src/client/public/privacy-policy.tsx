import { LegalLayout } from './legal/legal-layout';
import { usePageLanguage } from './texts';

export function PrivacyPolicyPage() {
  return <LegalLayout legal={usePageLanguage().texts.privacy} />;
}
