import { Link } from 'react-router';
import { AlertTriangle, CheckCircle2, Circle, ClipboardList } from 'lucide-react';
import { NEAR_LIMIT_PERCENT, type TodaysTasks } from '#shared/dashboard/dashboard.schemas';
import { formatCents } from '#shared/money';
import { customerPath, paths } from '#client/app/paths';
import { Skeleton } from '#client/components/ui/skeleton';

const linkClasses = 'font-medium text-brand-700 underline-offset-4 hover:underline';

/** Employee dashboard, spec part 1 §2 'Today's Tasks': the cash log to save, customers near their limit. */
export function TodaysTasksTile({ tasks, isLoading }: { tasks: TodaysTasks | undefined; isLoading: boolean }) {
  return (
    <section aria-labelledby="todays-tasks" className="rounded-xl border border-line bg-surface p-4 shadow-sm sm:col-span-2 lg:col-span-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="todays-tasks" className="text-sm font-medium text-muted">
          Today's Tasks
        </h3>
        <ClipboardList aria-hidden="true" className="size-5 text-brand-700" />
      </div>
      {isLoading ? (
        <div className="mt-3 space-y-2" aria-label="Loading today's tasks">
          <Skeleton className="h-5 w-56" />
          <Skeleton className="h-5 w-64" />
        </div>
      ) : tasks ? (
        <ul className="mt-3 space-y-3 text-sm">
          <CashLogTask isSaved={tasks.dailyLogSaved} />
          <NearLimitTask tasks={tasks} />
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">—</p>
      )}
    </section>
  );
}

function CashLogTask({ isSaved }: { isSaved: boolean }) {
  return isSaved ? (
    <li className="flex items-start gap-2">
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span className="text-ink">
        Today's cash log is saved.{' '}
        <Link to={paths.dashboard.sales} className={linkClasses}>
          Open Daily Sales
        </Link>
      </span>
    </li>
  ) : (
    <li className="flex items-start gap-2">
      <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
      <span className="text-ink">
        Today's cash log is not saved yet.{' '}
        <Link to={paths.dashboard.sales} className={linkClasses}>
          Save today's cash log
        </Link>
      </span>
    </li>
  );
}

function NearLimitTask({ tasks }: { tasks: TodaysTasks }) {
  const { nearLimitCount: count, nearLimit } = tasks;
  if (count === 0) {
    return (
      <li className="flex items-start gap-2">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span className="text-ink">No customers at {NEAR_LIMIT_PERCENT}% of their credit limit.</span>
      </li>
    );
  }
  const more = count - nearLimit.length;
  return (
    <li className="flex items-start gap-2">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-yellow-700" />
      <div className="min-w-0 space-y-1.5">
        <p className="text-ink">
          {count === 1 ? '1 customer is' : `${count} customers are`} at {NEAR_LIMIT_PERCENT}% of their credit limit or more:
        </p>
        <ul className="space-y-1" aria-label="Customers near their credit limit">
          {nearLimit.map((customer) => (
            <li key={customer.id} className="flex flex-wrap items-baseline gap-x-2">
              <Link to={customerPath(customer.id)} className={linkClasses}>
                {customer.name}
              </Link>
              <span className="text-muted tabular-nums">
                {formatCents(customer.creditBalanceCents)} of {formatCents(customer.creditLimitCents)}
              </span>
            </li>
          ))}
        </ul>
        {more > 0 ? (
          <p>
            and {more} more.{' '}
            <Link to={paths.dashboard.customers} className={linkClasses}>
              View all customers
            </Link>
          </p>
        ) : null}
      </div>
    </li>
  );
}
