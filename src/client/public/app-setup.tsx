import { Platforms } from './app-setup/platforms';
import { SetupFeatures } from './app-setup/setup-features';
import { SetupHero } from './app-setup/setup-hero';
import { WhyChoose } from './app-setup/why-choose';
import { PublicLayout } from './components/public-layout';
import { usePageLanguage } from './texts';

/** The marketing variant, /app-setup (spec part 2 §2 'Public pages'). */
export function AppSetupPage() {
  const { texts } = usePageLanguage();
  return (
    <PublicLayout authLabel={texts.common.signIn}>
      <SetupHero />
      <SetupFeatures />
      <Platforms />
      <WhyChoose />
    </PublicLayout>
  );
}
