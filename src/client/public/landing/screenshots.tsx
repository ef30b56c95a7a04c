import { SectionHeading } from '../components/section-heading';
import { container } from '../components/styles';
import { CustomerListMockup } from './customer-list-mockup';
import { CustomerProfileMockup } from './customer-profile-mockup';
import { DailyLogMockup } from './daily-log-mockup';

const shots = [
  { title: 'Customer list', caption: 'Search by name, phone or ID and see every balance at a glance.', Mockup: CustomerListMockup },
  { title: 'Daily log', caption: 'Count the drawer at closing and see at once if you are over or short.', Mockup: DailyLogMockup },
  { title: 'Customer profile', caption: 'Balance, credit limit and status for each customer in one place.', Mockup: CustomerProfileMockup },
] as const;

export function Screenshots() {
  return (
    <section id="screenshots" aria-labelledby="screenshots-title" className="scroll-mt-16 bg-white py-20 sm:py-24">
      <div className={container}>
        <SectionHeading id="screenshots-title" kicker="A look inside" title="Simple screens for busy counters">
          Big numbers, clear colors and no clutter. These illustrative mock-ups show what you and your staff will use
          every day.
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
