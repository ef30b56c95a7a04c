import { AccessDenied } from '#client/components/access-denied';
import { useSession } from '#client/lib/auth/session';
import { AdminPanelCards } from './components/admin-panel-layout';
import { AuditLogPanel } from './components/audit-log-panel';
import { useT } from '#client/i18n';

/** /dashboard/admin: the admin panel inside the store dashboard (platform admins only; the API refuses others). */
export function AdminPanelPage() {
  const t = useT();
  const { data: session } = useSession();
  if (!session?.isAdmin) return <AccessDenied message={t('admin.accessDeniedAdminPrivilegesRequired')} />;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.adminPanel')}</h1>
      <AdminPanelCards />
      <AuditLogPanel />
    </div>
  );
}
