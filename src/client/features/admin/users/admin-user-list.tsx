import { useState } from 'react';
import { KeyRound, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { formatPlatformDate } from '#shared/dates';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { ConfirmDialog } from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/error-messages';
import { type AdminUser, useAdminUsers, useDeleteAdmin, useSendPasswordReset } from './admin-users-api';
import { useT } from '#client/i18n';

function fullName(admin: AdminUser) {
  return [admin.firstName, admin.lastName].filter(Boolean).join(' ') || admin.email;
}

/** The admins with their profile; delete (dialog) and password reset per row. */
export function AdminUserList() {
  const t = useT();
  const admins = useAdminUsers();
  const remove = useDeleteAdmin();
  const reset = useSendPasswordReset();
  const [doomed, setDoomed] = useState<AdminUser | null>(null);

  const onDelete = () => {
    if (!doomed) return;
    remove.mutate(doomed.userId, {
      onSuccess: () => {
        toast.success(t('admin.adminUserDeletedSuccessfully'));
        setDoomed(null);
      },
      onError: (error) => {
        toast.error(t('admin.failedToDeleteAdminUser'), { description: errorMessage(error) });
        setDoomed(null);
      },
    });
  };

  const onReset = (email: string) =>
    reset.mutate(email, {
      onSuccess: () => toast.success(t('admin.passwordResetEmailSentSuccessfully')),
      onError: (error) => toast.error(t('admin.failedToSendPasswordReset'), { description: errorMessage(error) }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.adminUsers')}</CardTitle>
        <CardDescription>{t('admin.everyoneWithAccessToThe')}</CardDescription>
      </CardHeader>
      <CardContent>
        {admins.isPending ? (
          <Spinner label={t('admin.loadingAdminUsers')} />
        ) : admins.isError ? (
          <p role="alert" className="text-sm text-danger">{t('admin.failedToLoadAdminUsers')}</p>
        ) : (
          <ul className="divide-y divide-line" aria-label={t('admin.adminUsers2')}>
            {admins.data.admins.map((admin) => (
              <li key={admin.userId} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="flex items-center gap-2 font-medium text-ink">
                    <span className="truncate">{fullName(admin)}</span>
                    {admin.isSelf ? <Badge tone="blue">{t('admin.you')}</Badge> : null}
                  </p>
                  <p className="truncate text-sm text-muted">{admin.email}</p>
                  <p className="text-xs text-muted">{t('admin.adminSince', { platformDate: formatPlatformDate(admin.createdAt) })}</p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button variant="secondary" size="sm" onClick={() => onReset(admin.email)} aria-label={t('admin.sendResetTo', { email: admin.email })}>
                    <KeyRound aria-hidden="true" className="size-4" />
                    {t('admin.resetPassword')}
                  </Button>
                  {admin.isSelf ? null : (
                    <Button variant="danger" size="sm" onClick={() => setDoomed(admin)} aria-label={t('admin.deleteAdminNamed', { email: admin.email })}>
                      <Trash2 aria-hidden="true" className="size-4" />
                      {t('admin.delete')}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => (open ? null : setDoomed(null))}
        title={t('admin.deleteAdminUser')}
        description={doomed ? t('admin.removeAdminConfirm', { email: doomed.email }) : ''}
        confirmLabel={t('admin.deleteAdmin')}
        onConfirm={onDelete}
        isPending={remove.isPending}
      />
    </Card>
  );
}
