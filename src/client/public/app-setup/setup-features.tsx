import { ClipboardList, ShieldCheck, Users } from 'lucide-react';
import { SectionHeading } from '../components/section-heading';
import { container } from '../components/styles';
import { usePageLanguage } from '../texts';

const icons = { customers: Users, operations: ClipboardList, secure: ShieldCheck } as const;

export function SetupFeatures() {
  const texts = usePageLanguage().texts.appSetup.features;
  const features = (['customers', 'operations', 'secure'] as const).map((key) => ({ ...texts[key], icon: icons[key] }));
  return (
    <section aria-labelledby="setup-features-title" className="bg-canvas py-20 sm:py-24">
      <div className={container}>
        <SectionHeading id="setup-features-title" kicker={texts.kicker} title={texts.title} />
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {features.map(({ title, icon: Icon, text }) => (
            <article key={title} className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-6 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-3 text-base leading-7 text-slate-600">{text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
