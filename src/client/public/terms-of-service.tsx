import { LegalLayout } from './legal/legal-layout';
import { usePageLanguage } from './texts';

export function TermsOfServicePage() {
  return <LegalLayout legal={usePageLanguage().texts.terms} />;
}
