import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { site } from '../site';

const hours = [
  ['Monday – Friday', '9:00 AM – 6:00 PM'],
  ['Saturday', '10:00 AM – 4:00 PM'],
  ['Sunday', 'Closed'],
] as const;

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
  return (
    <div className="space-y-8">
      <div className="space-y-6 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <h2 className="text-lg font-semibold text-ink">Get in touch</h2>
        <DetailRow icon={<Mail className="size-5" aria-hidden="true" />} title="Email">
          <a href={`mailto:${site.supportEmail}`} className="font-medium text-brand-700 hover:underline">
            {site.supportEmail}
          </a>
        </DetailRow>
        <DetailRow icon={<Phone className="size-5" aria-hidden="true" />} title="Phone">
          <a href={site.phoneHref} className="font-medium text-brand-700 hover:underline">
            {site.phoneDisplay}
          </a>
        </DetailRow>
        <DetailRow icon={<MapPin className="size-5" aria-hidden="true" />} title="Mailing address">
          <address className="not-italic">
            {site.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </DetailRow>
      </div>
      <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Clock className="size-5 text-brand-700" aria-hidden="true" /> Business hours
        </h2>
        <table className="mt-4 w-full text-sm">
          <caption className="sr-only">Support business hours</caption>
          <tbody className="divide-y divide-line">
            {hours.map(([day, time]) => (
              <tr key={day}>
                <th scope="row" className="py-2.5 pr-4 text-left font-medium text-ink">
                  {day}
                </th>
                <td className={`py-2.5 text-right tabular-nums ${time === 'Closed' ? 'text-slate-500' : 'text-slate-700'}`}>{time}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-4 text-sm text-slate-600">We reply to every message within {site.contactReplyHours} hours.</p>
      </div>
    </div>
  );
}
