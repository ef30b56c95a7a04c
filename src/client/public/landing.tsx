import { PublicLayout } from './components/public-layout';
import { ClosingCta } from './landing/closing-cta';
import { Features } from './landing/features';
import { Hero } from './landing/hero';
import { Pricing } from './landing/pricing';
import { Screenshots } from './landing/screenshots';
import { usePageLanguage } from './texts';

/** The landing page, / (spec part 1 §2). */
export function LandingPage() {
  const { nav } = usePageLanguage().texts.landing;
  const landingNav = [
    { href: '#features', label: nav.features },
    { href: '#screenshots', label: nav.tour },
    { href: '#pricing', label: nav.pricing },
  ];
  return (
    <PublicLayout nav={landingNav}>
      <Hero />
      <Features />
      <Screenshots />
      <Pricing />
      <ClosingCta />
    </PublicLayout>
  );
}
