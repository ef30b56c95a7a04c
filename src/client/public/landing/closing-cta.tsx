import { buttonOnDark, container } from '../components/styles';
import { authHref } from '../components/site-header';
import { fill, usePageLanguage } from '../texts';

export function ClosingCta() {
  const { language, texts } = usePageLanguage();
  return (
    <section aria-labelledby="closing-title" className="bg-white py-20 sm:py-24">
      <div className={container}>
        <div className="relative overflow-hidden rounded-3xl bg-brand-800 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(40rem_20rem_at_50%_120%,var(--color-brand-600),transparent)] opacity-60"
          />
          <div className="relative">
            <h2 id="closing-title" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
              {texts.landing.closing.title}
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-pretty text-brand-50">
              {fill(texts.landing.closing.text)}
            </p>
            <a href={authHref(language)} data-cta="" className={`${buttonOnDark} mt-8 px-6 py-3 text-base`}>
              {texts.common.ctaGetStarted}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
