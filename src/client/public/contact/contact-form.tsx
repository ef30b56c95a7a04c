import { Send } from 'lucide-react';
import { buttonPrimary } from '../components/styles';
import { usePageLanguage } from '../texts';

/** The four fields of the contact form; ids are `contact-<name>`, error slots `contact-<name>-error`. */
export const contactFields = [
  { name: 'name', type: 'text', autoComplete: 'name', maxLength: 100 },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: 254 },
  { name: 'subject', type: 'text', autoComplete: 'off', maxLength: 200 },
  { name: 'message', type: 'textarea', autoComplete: 'off', maxLength: 5000 },
] as const;

const inputClass =
  'mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none aria-[invalid=true]:border-danger aria-[invalid=true]:ring-danger/20';

/** Enhanced by public-entry.ts (entry/contact-form.ts): JSON POST to /api/contact, field errors, toast. */
export function ContactForm() {
  const texts = usePageLanguage().texts.contact;
  return (
    <form id="contact-form" method="post" className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
      <h2 className="text-lg font-semibold text-ink">{texts.formTitle}</h2>
      <p className="mt-1 text-sm text-slate-600">{texts.allRequired}</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {contactFields.map((field) => {
          const id = `contact-${field.name}`;
          const isWide = field.name === 'subject' || field.name === 'message';
          return (
            <div key={field.name} className={isWide ? 'sm:col-span-2' : undefined}>
              <label htmlFor={id} className="block text-sm font-medium text-ink">
                {texts.fields[field.name]}
              </label>
              {field.type === 'textarea' ? (
                <textarea id={id} name={field.name} required rows={6} maxLength={field.maxLength} className={`${inputClass} resize-y`} />
              ) : (
                <input
                  id={id}
                  name={field.name}
                  type={field.type}
                  required
                  autoComplete={field.autoComplete}
                  maxLength={field.maxLength}
                  className={inputClass}
                />
              )}
              <p id={`${id}-error`} className="mt-1.5 hidden text-sm text-red-700" data-field-error={field.name} />
            </div>
          );
        })}
      </div>
      <button type="submit" data-submit="" className={`${buttonPrimary} mt-6 w-full px-6 py-3 text-base sm:w-auto`}>
        <Send className="size-4" aria-hidden="true" />
        <span data-submit-label="">{texts.send}</span>
      </button>
    </form>
  );
}
