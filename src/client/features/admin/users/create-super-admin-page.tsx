import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card';
import { TextField } from '#client/components/ui/form-field';
import { errorMessage } from '#client/lib/error-messages';
import { useCreateSuperAdmin } from './admin-users-api';

const empty = { firstName: '', lastName: '', email: '', password: '' };

/** /admin/create-user: Create Super Admin (signed-in admins only; the first admin comes from `npm run admin:create`). */
export function CreateSuperAdminPage() {
  const [values, setValues] = useState(empty);
  const create = useCreateSuperAdmin();
  const bind = (key: keyof typeof empty) => ({ value: values[key], onChange: (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value }) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const email = values.email.trim().toLowerCase();
    if (!email || !values.password) {
      toast.error('Failed to create admin user', { description: 'Email and password are required' });
      return;
    }
    const body = { firstName: values.firstName.trim() || 'Admin', lastName: values.lastName.trim() || 'User', email, password: values.password };
    create.mutate(body, {
      onSuccess: (result) => {
        if (result.promoted) toast.success('Existing User Promoted', { description: `${email} is now an admin.` });
        else toast.success('Super Admin Created', { description: `${email} can now sign in at /admin/login.` });
        setValues(empty);
      },
      onError: (error) => toast.error('Failed to create admin user', { description: errorMessage(error) }),
    });
  };

  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader>
        <h1 className="text-xl font-semibold text-ink">Create Super Admin</h1>
        <CardDescription>A new admin account; an existing account with this email is promoted instead.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField id="super-first" label="First Name" placeholder="Admin" autoComplete="off" {...bind('firstName')} />
            <TextField id="super-last" label="Last Name" placeholder="User" autoComplete="off" {...bind('lastName')} />
          </div>
          <TextField id="super-email" label="Email" type="email" required autoComplete="off" {...bind('email')} />
          <TextField id="super-password" label="Password" type="password" required autoComplete="new-password" {...bind('password')} />
          <Button type="submit" className="w-full" isLoading={create.isPending}>Create Super Admin</Button>
        </form>
      </CardContent>
    </Card>
  );
}

