import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { TextField } from '#client/components/ui/form-field';
import { isApiError } from '#client/lib/api-client';
import { errorMessage } from '#client/lib/error-messages';
import { useCreateAdmin, usePromoteAdmin } from './admin-users-api';
import { toasts } from '#client/texts/toasts';
import { useT } from '#client/i18n';

const empty = { firstName: '', lastName: '', email: '', password: '' };

/** Create admin: first, last, email, password (all required); an existing email suggests Promote Existing User. */
export function CreateAdminCard() {
  const t = useT();
  const [values, setValues] = useState(empty);
  const create = useCreateAdmin();
  const bind = (key: keyof typeof empty) => ({ value: values[key], onChange: (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value }) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim().toLowerCase(), password: values.password };
    if (!body.firstName || !body.lastName || !body.email || !body.password) {
      toast.error(t('admin.allFieldsAreRequired'));
      return;
    }
    create.mutate(body, {
      onSuccess: () => {
        toast.success(t('admin.adminUserCreated'), { description: t('admin.canNowSignInAtAdmin', { email: body.email }) });
        setValues(empty);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'EMAIL_TAKEN') {
          toast.error(t('admin.userAlreadyExists'), { description: t('admin.anAccountWithThisEmail') });
          return;
        }
        toast.error(t('admin.failedToCreateAdminUser'), { description: errorMessage(error) });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.createAdminUser')}</CardTitle>
        <CardDescription>{t('admin.aNewAccountWithAdmin')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField id="create-admin-first" label={t('admin.firstName')} autoComplete="off" {...bind('firstName')} />
            <TextField id="create-admin-last" label={t('admin.lastName')} autoComplete="off" {...bind('lastName')} />
          </div>
          <TextField id="create-admin-email" label={t('admin.email')} type="email" autoComplete="off" {...bind('email')} />
          <TextField id="create-admin-password" label={t('admin.password')} type="password" autoComplete="new-password" {...bind('password')} />
          <Button type="submit" isLoading={create.isPending}>{t('admin.createAdmin')}</Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** Promote an existing user by email. */
export function PromoteAdminCard() {
  const t = useT();
  const [email, setEmail] = useState('');
  const promote = usePromoteAdmin();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    if (!value) {
      toast.error(toasts.adminEmailMissing.title);
      return;
    }
    promote.mutate(value, {
      onSuccess: () => {
        toast.success(t('admin.userPromotedToAdminSuccessfully'));
        setEmail('');
      },
      onError: (error) => toast.error(t('admin.failedToPromoteUserTo'), { description: errorMessage(error) }),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.promoteExistingUser')}</CardTitle>
        <CardDescription>{t('admin.giveAnExistingAccountAdmin')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-3">
          <TextField id="promote-email" label={t('admin.userEmail')} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
          <Button type="submit" isLoading={promote.isPending}>{t('admin.promoteToAdmin')}</Button>
        </form>
      </CardContent>
    </Card>
  );
}
