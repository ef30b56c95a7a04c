import { AdminMailTools } from './admin-mail-tools';
import { CreateAdminCard, PromoteAdminCard } from './admin-user-forms';
import { AdminUserList } from './admin-user-list';
import { useT } from '#client/i18n';

/** /admin/admin-users: list, create, promote, delete, password reset, support and test email (spec part 2 §2). */
export function AdminUsersPage() {
  const t = useT();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink">{t('admin.adminUserManagement')}</h1>
        <p className="text-sm text-muted">{t('admin.manageWhoCanUseThe')}</p>
      </div>
      <AdminUserList />
      <div className="grid gap-6 lg:grid-cols-2">
        <CreateAdminCard />
        <PromoteAdminCard />
      </div>
      <AdminMailTools />
    </div>
  );
}
