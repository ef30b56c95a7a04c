import { AccessDenied } from '#client/components/access-denied';
import { useSession } from '#client/lib/auth/session';
import { AdminPanelCards } from './components/admin-panel-layout';
import { AuditLogPanel } from './components/audit-log-panel';

/** /dashboard/admin: the admin panel inside the store dashboard (platform admins only; the API refuses others). */
export function AdminPanelPage() {
  const { data: session } = useSession();
  if (!session?.isAdmin) return <AccessDenied message="Access denied. Admin privileges required." />;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">Admin Panel</h1>
      <AdminPanelCards />
      <AuditLogPanel />
    </div>
  );
}
