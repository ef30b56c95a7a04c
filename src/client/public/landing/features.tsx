import { Calculator, HandCoins, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { SectionHeading } from '../components/section-heading';
import { container } from '../components/styles';

type Feature = { title: string; icon: ReactNode; description: string; points: readonly string[] };

const features: readonly Feature[] = [
  {
    title: 'Track Your Daily Sales',
    icon: <Calculator className="size-6" aria-hidden="true" />,
    description:
      'Close the day in a minute. Enter opening cash, payouts, expenses and the cash you counted, and the end-of-day calculator shows your cash sales and whether the drawer is over or short.',
    points: ['Every day saved to your history', 'Export to spreadsheets'],
  },
  {
    title: 'Manage Customer Credit',
    icon: <HandCoins className="size-6" aria-hidden="true" />,
    description:
      "Know exactly who owes what. Give credit in a tap, record payments, and set a credit limit for each customer. Daily tabs reset automatically at midnight.",
    points: ['Balance and limit on every profile', 'Monthly credit summary report'],
  },
  {
    title: 'Protect Your Business',
    icon: <ShieldCheck className="size-6" aria-hidden="true" />,
    description:
      'Keep a private red-flag list of problem customers, block credit when you need to, and give each employee their own login with only the access they need.',
    points: ['Visible only to your store', 'Owner and employee roles'],
  },
];

export function Features() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 bg-canvas py-20 sm:py-24">
      <div className={container}>
        <SectionHeading id="features-title" kicker="Features" title="Everything you need behind the counter">
          Replace the paper ledger and the end-of-day guesswork with one app your whole team can use.
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
