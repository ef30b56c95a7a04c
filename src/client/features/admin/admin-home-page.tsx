import { Link } from 'react-router';
import { BarChart3, FileText, Settings, Shield, Store, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { formatCount } from '#shared/i18n/display-locale';
import { paths } from '#client/app/paths';
import { Card } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { useAdminOverview } from './users/admin-users-api';
import { t, useT } from '#client/i18n';

type Stat = { label: string; value: number | undefined; hint?: string };

function StatCard({ label, value, hint }: Stat) {
  return (
    <Card className="p-4">
      <p className="text-sm font-medium text-muted">{label}</p>
      {value === undefined ? <Skeleton className="mt-2 h-8 w-16" /> : <p className="mt-1 text-3xl font-bold text-ink">{formatCount(value)}</p>}
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
    </Card>
  );
}

type Action = { to: string; title: string; description: string; icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }> };

const actions: Action[] = [
  { to: paths.admin.stores, get title() {
    return t('admin.storeManagement');
  }, get description() {
    return t('admin.searchStoresSuspendReactivateExtend');
  }, icon: Store },
  { to: paths.admin.stores, get title() {
    return t('admin.userManagement');
  }, get description() {
    return t('admin.storeOwnersAndTheirStaff');
  }, icon: Users },
  { to: paths.admin.stores, get title() {
    return t('admin.analytics');
  }, get description() {
    return t('admin.storesBySubscriptionStatus');
  }, icon: BarChart3 },
  { to: paths.admin.adminUsers, get title() {
    return t('admin.adminUsers');
  }, get description() {
    return t('admin.createPromoteAndRemoveAdmins');
  }, icon: Shield },
  { to: paths.admin.monthlyReports, get title() {
    return t('admin.monthlyReports');
  }, get description() {
    return t('admin.signupsApprovalsRevenueAndConversion');
  }, icon: FileText },
  { to: paths.admin.settings, get title() {
    return t('admin.systemSettings');
  }, get description() {
    return t('admin.companyEmailPaymentSecurityAnd');
  }, icon: Settings },
  { to: paths.admin.security, get title() {
    return t('admin.security');
  }, get description() {
    return t('admin.auditLogFailedSignIns');
  }, icon: Shield },
];

/** /admin and /admin/dashboard: live counts and quick actions (spec part 2 §2). */
export function AdminHomePage() {
  const t = useT();
  const overview = useAdminOverview();
  const data = overview.data;
  const stats: Stat[] = [
    { label: t('admin.totalStores'), value: data?.stores.total },
    { label: t('admin.trialStores'), value: data?.stores.trial },
    { label: t('admin.activeStores'), value: data?.stores.active },
    { label: t('admin.suspendedStores'), value: data?.stores.suspended },
    { label: t('admin.expiredStores'), value: data?.stores.expired },
    { label: t('admin.signupsThisMonth'), value: data?.signupsThisMonth },
    { label: t('admin.adminUsers'), value: data?.adminUsers },
    { label: t('admin.customers'), value: data?.customers, hint: t('admin.acrossAllStores') },
  ];
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink">{t('admin.adminDashboard')}</h1>
        <p className="text-sm text-muted">{t('admin.thePlatformAtAGlance')}</p>
      </div>
      {overview.isError ? (
        <p role="alert" className="text-sm text-danger">{t('admin.failedToLoadTheDashboard')}</p>
      ) : (
        <section aria-label={t('admin.platformCounts')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {stats.map((stat) => (
            <StatCard key={stat.label} {...stat} />
          ))}
        </section>
      )}
      <section aria-labelledby="quick-actions" className="space-y-3">
        <h2 id="quick-actions" className="text-lg font-semibold text-ink">{t('admin.quickActions')}</h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {actions.map(({ to, title, description, icon: Icon }) => (
            <li key={title}>
              <Link to={to} className="flex h-full items-start gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600">
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-semibold text-ink">{title}</span>
                  <span className="block text-sm text-muted">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
