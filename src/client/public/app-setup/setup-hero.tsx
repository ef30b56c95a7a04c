import { buttonPrimary, buttonSecondary, container } from '../components/styles';
import { site } from '../site';

export function SetupHero() {
  return (
    <section aria-labelledby="setup-title" className="relative overflow-hidden bg-white">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-[30rem] bg-[radial-gradient(50rem_24rem_at_50%_-10%,var(--color-brand-100),transparent)]"
      />
      <div className={`${container} relative py-16 text-center sm:py-24`}>
        <p className="inline-flex rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
          {site.trialDays}-day free trial · No credit card required
        </p>
        <h1 id="setup-title" className="mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl">
          Your whole store, on every screen you use
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-slate-600">
          Customers, credit and daily cash in one place. Open Corner Store in your browser today, on the counter
          computer, a tablet or your phone, and everything stays in sync.
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <a href="/dashboard" className={`${buttonPrimary} px-6 py-3 text-base`}>
            Launch Web App
          </a>
          <a href="#platforms" className={`${buttonSecondary} px-6 py-3 text-base`}>
            See platforms
          </a>
        </div>
      </div>
    </section>
  );
}
