import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card';
import { TextField } from '#client/components/ui/form-field';
import { errorMessage } from '#client/lib/error-messages';
import { useCreateSuperAdmin } from './admin-users-api';
import { useT } from '#client/i18n';

const empty = { firstName: '', lastName: '', email: '', password: '' };

/** /admin/create-user: Create Super Admin (signed-in admins only; the first admin comes from `npm run admin:create`). */
export function CreateSuperAdminPage() {
  const t = useT();
  const [values, setValues] = useState(empty);
  const create = useCreateSuperAdmin();
  const bind = (key: keyof typeof empty) => ({ value: values[key], onChange: (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value }) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const email = values.email.trim().toLowerCase();
    if (!email || !values.password) {
      toast.error(t('admin.failedToCreateAdminUser'), { description: t('admin.emailAndPasswordAreRequired') });
      return;
    }
    // eslint-disable-next-line messages/no-literal-message -- data: the default name stored on the new account, not a text of the screen
    const body = { firstName: values.firstName.trim() || 'Admin', lastName: values.lastName.trim() || 'User', email, password: values.password };
    create.mutate(body, {
      onSuccess: (result) => {
        if (result.promoted) toast.success(t('admin.existingUserPromoted'), { description: t('admin.isNowAnAdmin', { email }) });
        else toast.success(t('admin.superAdminCreated'), { description: t('admin.canNowSignInAtAdmin', { email }) });
        setValues(empty);
      },
      onError: (error) => toast.error(t('admin.failedToCreateAdminUser'), { description: errorMessage(error) }),
    });
  };

  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader>
        <h1 className="text-xl font-semibold text-ink">{t('admin.createSuperAdmin')}</h1>
        <CardDescription>{t('admin.aNewAdminAccountAn')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField id="super-first" label={t('admin.firstName')} placeholder={t('admin.admin')} autoComplete="off" {...bind('firstName')} />
            <TextField id="super-last" label={t('admin.lastName')} placeholder={t('admin.user')} autoComplete="off" {...bind('lastName')} />
          </div>
          <TextField id="super-email" label={t('admin.email')} type="email" required autoComplete="off" {...bind('email')} />
          <TextField id="super-password" label={t('admin.password')} type="password" required autoComplete="new-password" {...bind('password')} />
          <Button type="submit" className="w-full" isLoading={create.isPending}>{t('admin.createSuperAdmin')}</Button>
        </form>
      </CardContent>
    </Card>
  );
}

