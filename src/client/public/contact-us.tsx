import { PublicLayout } from './components/public-layout';
import { container } from './components/styles';
import { ContactDetails } from './contact/contact-details';
import { ContactForm } from './contact/contact-form';
import { fill, usePageLanguage } from './texts';

/** /contact-us (spec part 2 §2): details, business hours and the contact form. */
export function ContactUsPage() {
  const texts = usePageLanguage().texts.contact;
  return (
    <PublicLayout>
      <div className="border-b border-line bg-white">
        <div className={`${container} py-14 text-center sm:py-20`}>
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{texts.kicker}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{texts.title}</h1>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-slate-600">
            {fill(texts.lead)}
          </p>
        </div>
      </div>
      <div className={`${container} grid gap-8 py-12 sm:py-16 lg:grid-cols-[1fr_1.5fr] lg:items-start`}>
        <ContactDetails />
        <ContactForm />
      </div>
    </PublicLayout>
  );
}
