import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { site } from '../site';
import { fill, usePageLanguage } from '../texts';


function DetailRow({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">{icon}</span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-ink">{title}</h3>
        <div className="mt-1 text-sm leading-6 text-slate-600">{children}</div>
      </div>
    </div>
  );
}

export function ContactDetails() {
  const texts = usePageLanguage().texts.contact;
  const address = [...site.address, texts.country];
  return (
    <div className="space-y-8">
      <div className="space-y-6 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <h2 className="text-lg font-semibold text-ink">{texts.getInTouch}</h2>
        <DetailRow icon={<Mail className="size-5" aria-hidden="true" />} title={texts.email}>
          <a href={`mailto:${site.supportEmail}`} className="font-medium text-brand-700 hover:underline">
            {site.supportEmail}
          </a>
        </DetailRow>
        <DetailRow icon={<Phone className="size-5" aria-hidden="true" />} title={texts.phone}>
          <a href={site.phoneHref} className="font-medium text-brand-700 hover:underline">
            {site.phoneDisplay}
          </a>
        </DetailRow>
        <DetailRow icon={<MapPin className="size-5" aria-hidden="true" />} title={texts.mailingAddress}>
          <address className="not-italic">
            {address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </DetailRow>
      </div>
      <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Clock className="size-5 text-brand-700" aria-hidden="true" /> {texts.businessHours}
        </h2>
        <table className="mt-4 w-full text-sm">
          <caption className="sr-only">{texts.hoursCaption}</caption>
          <tbody className="divide-y divide-line">
            {texts.hours.map(({ day, time }, index) => (
              <tr key={day}>
                <th scope="row" className="py-2.5 pr-4 text-left font-medium text-ink">
                  {day}
                </th>
                <td className={`py-2.5 text-right whitespace-nowrap tabular-nums ${index === texts.hours.length - 1 ? 'text-slate-500' : 'text-slate-700'}`}>{time}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-4 text-sm text-slate-600">{fill(texts.replyPromise)}</p>
      </div>
    </div>
  );
}
