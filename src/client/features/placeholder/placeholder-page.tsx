import { Link } from 'react-router';
import { Construction } from 'lucide-react';
import { paths } from '#client/app/paths';
import { buttonClasses } from '#client/components/ui/button';

/** A section registered in the route table whose screen is not built yet. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line bg-surface px-4 py-12 text-center">
        <Construction aria-hidden="true" className="size-10 text-muted" />
        <p className="font-medium text-ink">This section is not available yet.</p>
        <p className="max-w-md text-sm text-muted">
          {title} is still being built. Everything else in your dashboard works as usual.
        </p>
        <Link to={paths.dashboard.root} className={buttonClasses({ variant: 'secondary', className: 'mt-2' })}>
          Back to Dashboard
        </Link>
      </div>
    </div>
  );
}
