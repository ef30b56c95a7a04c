import { buttonPrimary, buttonSecondary, container } from '../components/styles';
import { fill, usePageLanguage } from '../texts';

export function SetupHero() {
  const hero = usePageLanguage().texts.appSetup.hero;
  return (
    <section aria-labelledby="setup-title" className="relative overflow-hidden bg-white">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-[30rem] bg-[radial-gradient(50rem_24rem_at_50%_-10%,var(--color-brand-100),transparent)]"
      />
      <div className={`${container} relative py-16 text-center sm:py-24`}>
        <p className="inline-flex rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
          {fill(hero.badge)}
        </p>
        <h1 id="setup-title" className="mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl">
          {hero.title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-slate-600">
          {hero.lead}
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <a href="/dashboard" className={`${buttonPrimary} px-6 py-3 text-base`}>
            {hero.launch}
          </a>
          <a href="#platforms" className={`${buttonSecondary} px-6 py-3 text-base`}>
            {hero.seePlatforms}
          </a>
        </div>
      </div>
    </section>
  );
}
