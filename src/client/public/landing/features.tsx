import { Calculator, HandCoins, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageLanguage } from '../texts';
import { SectionHeading } from '../components/section-heading';
import { container } from '../components/styles';

type Feature = { title: string; icon: ReactNode; description: string; points: readonly string[] };

const icons = {
  sales: <Calculator className="size-6" aria-hidden="true" />,
  credit: <HandCoins className="size-6" aria-hidden="true" />,
  protect: <ShieldCheck className="size-6" aria-hidden="true" />,
} as const;

export function Features() {
  const { features: texts } = usePageLanguage().texts.landing;
  const features: readonly Feature[] = (['sales', 'credit', 'protect'] as const).map((key) => ({ ...texts[key], icon: icons[key] }));
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 bg-canvas py-20 sm:py-24">
      <div className={container}>
        <SectionHeading id="features-title" kicker={texts.kicker} title={texts.title}>
          {texts.lead}
        </SectionHeading>
        <div className="mt-14 grid gap-6 md:grid-cols-3">
          {features.map((feature) => (
            <article key={feature.title} className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                {feature.icon}
              </span>
              <h3 className="mt-6 text-lg font-semibold text-ink">{feature.title}</h3>
              <p className="mt-3 flex-1 text-base leading-7 text-slate-600">{feature.description}</p>
              <ul className="mt-6 space-y-2 border-t border-line pt-5 text-sm text-slate-700">
                {feature.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
                    {point}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
