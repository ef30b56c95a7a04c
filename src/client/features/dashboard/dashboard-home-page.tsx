import { formatDateLong, todayInZone } from '#shared/dates';
import { useSession } from '#client/lib/auth/session';
import { EmployeeDashboard } from './components/employee-dashboard';
import { OwnerDashboard } from './components/owner-dashboard';
import { useT } from '#client/i18n';

/** /dashboard: the owner's or the employee's home. */
export function DashboardHomePage() {
  const t = useT();
  const { data: session } = useSession();
  if (!session) return null;
  const timezone = session.store?.timezone ?? 'UTC';
  const today = formatDateLong(`${todayInZone(timezone)}T12:00:00Z`, 'UTC');
  const firstName = session.user.firstName;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-ink">{t('dashboard.dashboard')}</h1>
        <p className="text-sm text-muted">
          {firstName ? `${t('dashboard.welcomeBack', { firstName })} ` : ''}
          {today}
        </p>
      </header>
      {session.role === 'store_owner' && session.store ? <OwnerDashboard store={session.store} /> : <EmployeeDashboard />}
    </div>
  );
}
