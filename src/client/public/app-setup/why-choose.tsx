import { CircleCheck } from 'lucide-react';
import { buttonPrimary, container } from '../components/styles';
import { authHref } from '../components/site-header';
import { fill, usePageLanguage } from '../texts';


export function WhyChoose() {
  const { language, texts } = usePageLanguage();
  const why = texts.appSetup.why;
  const reasons = why.reasons.map((reason) => ({ title: fill(reason.title), text: fill(reason.text) }));
  return (
    <section aria-labelledby="why-title" className="bg-canvas py-20 sm:py-24">
      <div className={`${container} grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:items-start`}>
        <div className="text-center lg:sticky lg:top-24 lg:text-left">
          <h2 id="why-title" className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
            {why.title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            {fill(why.lead)}
          </p>
          <a href={authHref(language)} data-cta="" className={`${buttonPrimary} mt-8 px-6 py-3 text-base`}>
            {texts.common.ctaStartTrial}
          </a>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {reasons.map((reason) => (
            <li key={reason.title} className="flex gap-3 rounded-xl border border-line bg-white p-5">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h3 className="font-semibold text-ink">{reason.title}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-600">{reason.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
