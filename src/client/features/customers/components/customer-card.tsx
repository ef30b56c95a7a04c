import { Link } from 'react-router';
import { BadgeCheck, CalendarClock, Flag, Heart, Mail, Phone, Trash2, TriangleAlert } from 'lucide-react';
import type { CustomerListItem } from '#shared/customers/customer.schemas';
import { customerPath } from '#client/app/paths';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { PersonAvatar } from '#client/components/person-avatar';
import { describeBalance } from './customer-card-balance';
import { useWriteAccess } from '#client/app/write-access';
import { useT } from '#client/i18n';

const balanceTones = { owes: 'text-danger', settled: 'text-ink', credit: 'text-brand-700' } as const;

type CustomerCardProps = {
  customer: CustomerListItem;
  /** The delete button (it never opens the detail). */
  onDelete: (customer: CustomerListItem, opener: HTMLButtonElement) => void;
};

/**
 * One customer in the list (spec part 1 §2). The name is a real link whose hit area covers the
 * whole card; the delete button sits above it.
 */
export function CustomerCard({ customer, onDelete }: CustomerCardProps) {
  const t = useT();
  const access = useWriteAccess();
  const { id, name, displayId, email, phone, internalRedFlag, redFlagNotes, hasDailyCredit } = customer;
  const balance = describeBalance(customer.creditBalanceCents);
  const titleId = `customer-card-${id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="customer-card"
      className={cn(
        'relative flex h-full flex-col gap-3 rounded-xl border p-4 shadow-sm transition-shadow hover:shadow-md',
        hasDailyCredit ? 'border-amber-300 bg-amber-50' : 'border-line bg-surface',
      )}
    >
      <div className="flex items-start gap-3">
        <PersonAvatar name={name} photoUrl={customer.photoUrl} size="md" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="flex items-center gap-1.5 font-semibold text-ink">
            <Link
              to={customerPath(id)}
              className="truncate after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
            >
              {name}
            </Link>
            {internalRedFlag ? <Flag role="img" aria-label={t('customers.redFlagged')} className="size-4 shrink-0 fill-current text-danger" /> : null}
          </h2>
          <p className="text-xs text-muted">{t('customers.id2')} {displayId || t('customers.notAssigned')}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('customers.deleteNamed', { name })}
          className="relative z-10 -mr-2 -mt-2 text-muted hover:bg-red-50 hover:text-danger"
          onClick={(event) => onDelete(customer, event.currentTarget)}
          disabled={!access.canWrite}
          title={access.reason ?? undefined}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <div className="space-y-1 text-sm text-slate-700">
        {email ? (
          <p className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-muted" />
            <span className="truncate">{email}</span>
          </p>
        ) : null}
        <p className="flex items-center gap-2">
          <Phone aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <span className="truncate">{phone}</span>
        </p>
        {internalRedFlag && redFlagNotes ? (
          <p className="flex items-start gap-2 text-danger">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="line-clamp-2 break-words">{redFlagNotes}</span>
          </p>
        ) : null}
      </div>
      <CardBadges customer={customer} />
      <div className="mt-auto flex items-center justify-between border-t border-line/80 pt-3 text-sm">
        <span className="text-muted">{t('customers.creditBalance')}</span>
        <span className={cn('font-semibold tabular-nums', balanceTones[balance.tone])}>{balance.text}</span>
      </div>
    </article>
  );
}

function CardBadges({ customer }: { customer: CustomerListItem }) {
  const t = useT();
  const { verifiedCustomer, loyalCustomer, hasDailyCredit } = customer;
  if (!verifiedCustomer && !loyalCustomer && !hasDailyCredit) return null;
  return (
    <div className="flex flex-wrap gap-1.5">
      {verifiedCustomer ? (
        <Badge tone="green" className="gap-1">
          <BadgeCheck aria-hidden="true" className="size-3.5" />
          {t('customers.verified')}
        </Badge>
      ) : null}
      {loyalCustomer ? (
        <Badge tone="blue" className="gap-1">
          <Heart aria-hidden="true" className="size-3.5" />
          {t('customers.loyal')}
        </Badge>
      ) : null}
      {hasDailyCredit ? (
        <Badge tone="yellow" className="gap-1">
          <CalendarClock aria-hidden="true" className="size-3.5" />
          {t('customers.dailyCreditActive')}
        </Badge>
      ) : null}
    </div>
  );
}
