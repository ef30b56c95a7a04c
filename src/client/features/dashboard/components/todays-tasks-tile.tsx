import { Link } from 'react-router';
import { AlertTriangle, CheckCircle2, Circle, ClipboardList } from 'lucide-react';
import { NEAR_LIMIT_PERCENT, type TodaysTasks } from '#shared/dashboard/dashboard.schemas';
import { formatCents } from '#shared/money';
import { customerPath, paths } from '#client/app/paths';
import { Skeleton } from '#client/components/ui/skeleton';
import { useT } from '#client/i18n';

const linkClasses = 'font-medium text-brand-700 underline-offset-4 hover:underline';

/** Employee dashboard, spec part 1 §2 'Today's Tasks': the cash log to save, customers near their limit. */
export function TodaysTasksTile({ tasks, isLoading }: { tasks: TodaysTasks | undefined; isLoading: boolean }) {
  const t = useT();
  return (
    <section aria-labelledby="todays-tasks" className="rounded-xl border border-line bg-surface p-4 shadow-sm sm:col-span-2 lg:col-span-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="todays-tasks" className="text-sm font-medium text-muted">
          {t('dashboard.todaySTasks')}
        </h3>
        <ClipboardList aria-hidden="true" className="size-5 text-brand-700" />
      </div>
      {isLoading ? (
        <div className="mt-3 space-y-2" aria-label={t('dashboard.loadingTodaySTasks')}>
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
  const t = useT();
  return isSaved ? (
    <li className="flex items-start gap-2">
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span className="text-ink">
        {t('dashboard.todaySCashLogIs')}{' '}<Link to={paths.dashboard.sales} className={linkClasses}>
          {t('dashboard.openDailySales')}
        </Link>
      </span>
    </li>
  ) : (
    <li className="flex items-start gap-2">
      <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
      <span className="text-ink">
        {t('dashboard.todaySCashLogIs2')}{' '}<Link to={paths.dashboard.sales} className={linkClasses}>
          {t('dashboard.saveTodaySCashLog')}
        </Link>
      </span>
    </li>
  );
}

function NearLimitTask({ tasks }: { tasks: TodaysTasks }) {
  const t = useT();
  const { nearLimitCount: count, nearLimit } = tasks;
  if (count === 0) {
    return (
      <li className="flex items-start gap-2">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span className="text-ink">{t('dashboard.noCustomersAtOfTheir', { NEAR_LIMIT_PERCENT })}</span>
      </li>
    );
  }
  const more = count - nearLimit.length;
  return (
    <li className="flex items-start gap-2">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-yellow-700" />
      <div className="min-w-0 space-y-1.5">
        <p className="text-ink">
          {t('dashboard.customersAtLimit', { count, NEAR_LIMIT_PERCENT })}
        </p>
        <ul className="space-y-1" aria-label={t('dashboard.customersNearTheirCreditLimit')}>
          {nearLimit.map((customer) => (
            <li key={customer.id} className="flex flex-wrap items-baseline gap-x-2">
              <Link to={customerPath(customer.id)} className={linkClasses}>
                {customer.name}
              </Link>
              <span className="text-muted tabular-nums">
                {t('dashboard.of', { cents: formatCents(customer.creditBalanceCents), cents2: formatCents(customer.creditLimitCents) })}
              </span>
            </li>
          ))}
        </ul>
        {more > 0 ? (
          <p>
            {t('dashboard.andMore', { more })}{' '}<Link to={paths.dashboard.customers} className={linkClasses}>
              {t('dashboard.viewAllCustomers')}
            </Link>
          </p>
        ) : null}
      </div>
    </li>
  );
}
