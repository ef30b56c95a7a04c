import { Globe, Smartphone, TabletSmartphone, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../components/section-heading';
import { buttonDisabled, buttonPrimary, container } from '../components/styles';
import { usePageLanguage } from '../texts';

type Platform = {
  name: string;
  icon: LucideIcon;
  text: string;
  isAvailable: boolean;
};

const platformKeys = [
  { key: 'web', icon: Globe, isAvailable: true },
  { key: 'ios', icon: Smartphone, isAvailable: false },
  { key: 'android', icon: TabletSmartphone, isAvailable: false },
] as const;

export function Platforms() {
  const texts = usePageLanguage().texts.appSetup.platforms;
  const platforms: readonly Platform[] = platformKeys.map(({ key, icon, isAvailable }) => ({ ...texts[key], icon, isAvailable }));
  return (
    <section id="platforms" aria-labelledby="platforms-title" className="scroll-mt-16 bg-white py-20 sm:py-24">
      <div className={container}>
        <SectionHeading id="platforms-title" kicker={texts.kicker} title={texts.title}>
          {texts.lead}
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {platforms.map(({ name, icon: Icon, text, isAvailable }) => (
            <li
              key={name}
              className={`flex flex-col rounded-2xl border p-6 sm:p-8 ${isAvailable ? 'border-brand-600 bg-white shadow-lg shadow-brand-900/5 ring-1 ring-brand-600' : 'border-line bg-canvas'}`}
            >
              <div className="flex items-center justify-between">
                <span className={`flex size-12 items-center justify-center rounded-xl ${isAvailable ? 'bg-brand-50 text-brand-700' : 'bg-white text-slate-500'}`}>
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                {isAvailable ? (
                  <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">{texts.availableNow}</span>
                ) : (
                  <span className="rounded-full bg-slate-200 px-2.5 py-1 text-xs font-semibold text-slate-700">{texts.comingSoon}</span>
                )}
              </div>
              <h3 className="mt-6 text-lg font-semibold text-ink">{name}</h3>
              <p className="mt-2 flex-1 text-base leading-7 text-slate-600">{text}</p>
              {isAvailable ? (
                <a href="/dashboard" className={`${buttonPrimary} mt-6 w-full`}>
                  {texts.launch}
                </a>
              ) : (
                <button type="button" disabled className={`${buttonDisabled} mt-6 w-full`}>
                  {texts.comingSoon}
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
