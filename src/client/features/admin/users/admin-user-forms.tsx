import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { TextField } from '#client/components/ui/form-field';
import { isApiError } from '#client/lib/api-client';
import { errorMessage } from '#client/lib/error-messages';
import { useCreateAdmin, usePromoteAdmin } from './admin-users-api';
import { toasts } from '#client/texts/toasts';

const empty = { firstName: '', lastName: '', email: '', password: '' };

/** Create admin: first, last, email, password (all required); an existing email suggests Promote Existing User. */
export function CreateAdminCard() {
  const [values, setValues] = useState(empty);
  const create = useCreateAdmin();
  const bind = (key: keyof typeof empty) => ({ value: values[key], onChange: (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value }) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim().toLowerCase(), password: values.password };
    if (!body.firstName || !body.lastName || !body.email || !body.password) {
      toast.error('All fields are required');
      return;
    }
    create.mutate(body, {
      onSuccess: () => {
        toast.success('Admin User Created', { description: `${body.email} can now sign in at /admin/login.` });
        setValues(empty);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'EMAIL_TAKEN') {
          toast.error('User Already Exists', { description: 'An account with this email already exists. Use Promote Existing User instead.' });
          return;
        }
        toast.error('Failed to create admin user', { description: errorMessage(error) });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Create Admin User</CardTitle>
        <CardDescription>A new account with admin access.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField id="create-admin-first" label="First Name" autoComplete="off" {...bind('firstName')} />
            <TextField id="create-admin-last" label="Last Name" autoComplete="off" {...bind('lastName')} />
          </div>
          <TextField id="create-admin-email" label="Email" type="email" autoComplete="off" {...bind('email')} />
          <TextField id="create-admin-password" label="Password" type="password" autoComplete="new-password" {...bind('password')} />
          <Button type="submit" isLoading={create.isPending}>Create Admin</Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** Promote an existing user by email. */
export function PromoteAdminCard() {
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
        toast.success('User promoted to admin successfully');
        setEmail('');
      },
      onError: (error) => toast.error('Failed to promote user to admin', { description: errorMessage(error) }),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Promote Existing User</CardTitle>
        <CardDescription>Give an existing account admin access.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-3">
          <TextField id="promote-email" label="User Email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
          <Button type="submit" isLoading={promote.isPending}>Promote to Admin</Button>
        </form>
      </CardContent>
    </Card>
  );
}
