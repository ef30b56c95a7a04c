import { SectionHeading } from '../components/section-heading';
import { container } from '../components/styles';
import { CustomerListMockup } from './customer-list-mockup';
import { CustomerProfileMockup } from './customer-profile-mockup';
import { DailyLogMockup } from './daily-log-mockup';
import { usePageLanguage } from '../texts';

const mockups = { customerList: CustomerListMockup, dailyLog: DailyLogMockup, customerProfile: CustomerProfileMockup } as const;

export function Screenshots() {
  const texts = usePageLanguage().texts.landing.screenshots;
  const shots = (['customerList', 'dailyLog', 'customerProfile'] as const).map((key) => ({ ...texts[key], Mockup: mockups[key] }));
  return (
    <section id="screenshots" aria-labelledby="screenshots-title" className="scroll-mt-16 bg-white py-20 sm:py-24">
      <div className={container}>
        <SectionHeading id="screenshots-title" kicker={texts.kicker} title={texts.title}>
          {texts.lead}
        </SectionHeading>
        <div className="mt-14 grid grid-cols-1 gap-10 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {shots.map(({ title, caption, Mockup }) => (
            <figure key={title} className="mx-auto flex w-full max-w-md min-w-0 flex-col">
              <div className="flex-1">
                <Mockup />
              </div>
              <figcaption className="mt-4 px-1">
                <span className="block text-base font-semibold text-ink">{title}</span>
                <span className="mt-1 block text-sm leading-6 text-slate-600">{caption}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
