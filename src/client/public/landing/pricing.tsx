import { Check } from 'lucide-react';
import { SectionHeading } from '../components/section-heading';
import { buttonPrimary, container, textLink } from '../components/styles';
import { site } from '../site';
import { authHref } from '../components/site-header';
import { fill, usePageLanguage } from '../texts';

export function Pricing() {
  const { language, texts, href } = usePageLanguage();
  const pricing = texts.landing.pricing;
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16 bg-canvas py-20 sm:py-24">
      <div className={container}>
        <SectionHeading id="pricing-title" kicker={pricing.kicker} title={pricing.title}>
          {fill(pricing.lead)}
        </SectionHeading>
        <div className="mx-auto mt-12 max-w-md overflow-hidden rounded-3xl border border-line bg-white shadow-xl shadow-slate-900/5">
          <div className="bg-brand-800 px-8 py-3 text-center text-sm font-semibold text-white">
            {fill(pricing.trialBand)}
          </div>
          <div className="p-8 sm:p-10">
            <h3 className="text-lg font-semibold text-ink">{site.name}</h3>
            <p className="mt-1 text-sm text-slate-600">{pricing.planFor}</p>
            <p className="mt-6 flex items-baseline gap-1">
              <span className="text-5xl font-extrabold tracking-tight text-ink">{site.planPrice}</span>
              <span className="text-base font-medium text-slate-600">{pricing.perMonth}</span>
            </p>
            <p className="mt-2 text-sm text-slate-600">{fill(pricing.afterTrial)}</p>
            <ul className="mt-8 space-y-3">
              {pricing.lines.map((line) => (
                <li key={line} className="flex items-center gap-3 text-base text-slate-700">
                  <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Check className="size-4" aria-hidden="true" />
                  </span>
                  {line}
                </li>
              ))}
            </ul>
            <a href={authHref(language)} data-cta="" className={`${buttonPrimary} mt-10 w-full py-3 text-base`}>
              {texts.common.ctaGetStarted}
            </a>
            <p className="mt-4 text-center text-sm text-slate-600">{pricing.noCard}</p>
          </div>
        </div>
        <p className="mt-8 text-center text-sm text-slate-600">
          {pricing.questions}{' '}
          <a href={href('/contact-us')} className={textLink}>
            {pricing.contactUs}
          </a>
        </p>
      </div>
    </section>
  );
}
