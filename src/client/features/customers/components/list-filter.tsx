import { cn } from '#client/lib/cn';
import { useT } from '#client/i18n';

type ListFilterProps = { isArchived: boolean; onChange: (isArchived: boolean) => void };

/** The owner's choice of list: the customers ('Active') or the archived ones ('Archived'). */
export function ListFilter({ isArchived, onChange }: ListFilterProps) {
  const t = useT();
  const option = (label: string, value: boolean) => (
    <button
      type="button"
      aria-pressed={isArchived === value}
      onClick={() => onChange(value)}
      className={cn(
        'min-h-9 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        isArchived === value ? 'bg-surface text-ink shadow-sm' : 'text-slate-600 hover:text-ink', // slate-600 on slate-100: above 4.5:1, as the tabs
      )}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={t('customers.showCustomers')} className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
      {option(t('customers.filterActive'), false)}
      {option(t('customers.filterArchived'), true)}
    </div>
  );
}
