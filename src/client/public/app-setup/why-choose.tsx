import { CircleCheck } from 'lucide-react';
import { buttonPrimary, container } from '../components/styles';
import { ctaText, site } from '../site';

const reasons = [
  { title: `${site.trialDays}-day free trial`, text: 'Try every feature before you pay anything.' },
  { title: 'No credit card required', text: 'Sign up with your email and store details only.' },
  { title: 'Real-time sync', text: 'A sale or payment entered at the counter shows up on every device at once.' },
  { title: 'Automatic daily credit resets', text: 'Daily tabs reset on their own at midnight, so nobody has to remember.' },
  { title: 'Reports', text: 'Daily log history, monthly credit summary and a red flag report.' },
  { title: 'Multi-user, role-based access', text: 'Owners see everything; employees get only what they need.' },
  { title: 'Export to spreadsheets', text: 'Take your sales and credit records to a spreadsheet whenever you need them.' },
  { title: 'Support by email', text: `Questions? Email ${site.supportEmail} and our team will help.` },
] as const;

export function WhyChoose() {
  return (
    <section aria-labelledby="why-title" className="bg-canvas py-20 sm:py-24">
      <div className={`${container} grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:items-start`}>
        <div className="text-center lg:sticky lg:top-24 lg:text-left">
          <h2 id="why-title" className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
            Why Choose Corner Store
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            One simple plan at {site.planPrice}/month after the trial, with everything included. Cancel anytime.
          </p>
          <a href="/auth" data-cta="" className={`${buttonPrimary} mt-8 px-6 py-3 text-base`}>
            {ctaText.startTrial}
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
