import { Check } from 'lucide-react';
import { buttonPrimary, buttonSecondary, container } from '../components/styles';
import { authHref } from '../components/site-header';
import { fill, usePageLanguage } from '../texts';
import { HeroPreview } from './hero-preview';

export function Hero() {
  const { language, texts } = usePageLanguage();
  const hero = texts.landing.hero;
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-white">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-0 h-[36rem] bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-brand-100),transparent)]"
      />
      <div className={`${container} relative grid grid-cols-1 items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:gap-12 lg:py-24`}>
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
            {hero.badge}
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl">
            {hero.titleStart} <span className="text-brand-700">{hero.titleAccent}</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-8 text-pretty text-slate-600 lg:mx-0">
            {hero.lead}
          </p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            <a href={authHref(language)} data-cta="" className={`${buttonPrimary} px-6 py-3 text-base`}>
              {fill(texts.common.ctaHero)}
            </a>
            <a href="#features" className={`${buttonSecondary} px-6 py-3 text-base`}>
              {hero.seeHow}
            </a>
          </div>
          <ul className="mt-8 flex flex-col items-center gap-x-4 gap-y-2 text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:justify-center lg:justify-start">
            {hero.reassurances.map((text) => fill(text)).map((item) => (
              <li key={item} className="flex items-center gap-1.5 whitespace-nowrap">
                <Check className="size-4 text-brand-700" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
