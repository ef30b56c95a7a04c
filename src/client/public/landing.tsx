import { PublicLayout } from './components/public-layout';
import { ClosingCta } from './landing/closing-cta';
import { Features } from './landing/features';
import { Hero } from './landing/hero';
import { Pricing } from './landing/pricing';
import { Screenshots } from './landing/screenshots';

const landingNav = [
  { href: '#features', label: 'Features' },
  { href: '#screenshots', label: 'Tour' },
  { href: '#pricing', label: 'Pricing' },
] as const;

/** The landing page, / (spec part 1 §2). */
export function LandingPage() {
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
