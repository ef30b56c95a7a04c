import type { ReactNode } from 'react';
import { Flag, Mail, MapPin, Phone, StickyNote, TriangleAlert } from 'lucide-react';
import type { Customer } from '#shared/customers/customer.schemas';
import { Card } from '#client/components/ui/card';
import { PersonAvatar } from '#client/components/person-avatar';
import { PhotoEditDialog } from './photo-edit-dialog';
import { ProfileCopyId } from './profile-copy-id';
import { CustomerLanguageSetting } from './customer-language-setting';
import { useT } from '#client/i18n';
import { PhoneLink } from '#client/components/phone-link';

function ProfileLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2 text-sm">
      <dt className="mt-0.5 shrink-0 text-muted">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/** Photo, name, red-flag icon, customer ID with copy, and contact details (spec part 1 §2). */
export function ProfileCard({ customer }: { customer: Customer }) {
  const t = useT();
  const iconClass = 'size-4';
  return (
    <Card aria-labelledby="customer-name">
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:p-6">
        <div className="flex flex-col items-center gap-2 self-center sm:self-start">
          <PersonAvatar key={customer.photoUrl ?? 'none'} name={customer.name} photoUrl={customer.photoUrl} size="lg" />
          {customer.archivedAt ? null : <PhotoEditDialog customer={customer} />}
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          <div className="space-y-1 text-center sm:text-left">
            <h1 id="customer-name" className="flex items-center justify-center gap-2 text-2xl font-bold text-ink sm:justify-start">
              <span className="min-w-0 break-words">{customer.name}</span>
              {customer.internalRedFlag ? (
                <Flag role="img" aria-label={t('customers.redFlagged')} className="size-5 shrink-0 fill-red-600 text-red-600" />
              ) : null}
            </h1>
            <div className="flex justify-center sm:justify-start">
              <ProfileCopyId displayId={customer.displayId} />
            </div>
          </div>
          <dl className="grid gap-2 sm:grid-cols-2">
            <ProfileLine icon={<Phone aria-hidden="true" className={iconClass} />} label={t('customers.phone')}>
              <PhoneLink phone={customer.phone} className="text-brand-700 underline-offset-4 hover:underline" />
              {customer.phoneNeedsReview ? (
                <span className="ml-2 inline-flex items-center gap-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900" data-testid="phone-needs-review">
                  <TriangleAlert aria-hidden="true" className="size-3.5" /> {t('customers.phoneNeedsReview')}
                </span>
              ) : null}
            </ProfileLine>
            {customer.email ? (
              <ProfileLine icon={<Mail aria-hidden="true" className={iconClass} />} label={t('customers.email')}>
                <a href={`mailto:${customer.email}`} className="text-brand-700 underline-offset-4 hover:underline">
                  {customer.email}
                </a>
              </ProfileLine>
            ) : null}
            {customer.address ? (
              <ProfileLine icon={<MapPin aria-hidden="true" className={iconClass} />} label={t('customers.address')}>
                {customer.address}
              </ProfileLine>
            ) : null}
            {customer.notes ? (
              <ProfileLine icon={<StickyNote aria-hidden="true" className={iconClass} />} label={t('customers.notes')}>
                <span className="whitespace-pre-line">{customer.notes}</span>
              </ProfileLine>
            ) : null}
          </dl>
          <div className="sm:max-w-xs">
            <CustomerLanguageSetting customer={customer} />
          </div>
        </div>
      </div>
    </Card>
  );
}
