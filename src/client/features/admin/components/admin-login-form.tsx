import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '#client/app/paths';
import { SignInForm, useSignInForm } from '#client/components/sign-in-form';
import { useSignIn } from '#client/lib/auth/sign-in';
import { signOut } from '#client/lib/auth/sign-out';
import { describeFieldErrors, describeLoginError } from '#client/lib/error-messages';
import { getTwoFactorStatus } from '../users/admin-users-api';
import { useT } from '#client/i18n';

const formId = 'admin-login';

/** Admin sign-in: sign in, then check admin rights; non-admins are signed out again (spec part 2 §4). */
export function AdminLoginForm({ onForgotPassword, onSecondFactor }: { onForgotPassword: (email: string) => void; onSecondFactor: (enrolled: boolean) => void }) {
  const t = useT();
  const form = useSignInForm(formId, '', t('admin.loginFailed'));
  const fail = form.showErrors;
  const signIn = useSignIn();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const email = form.values.email.trim().toLowerCase();
    const missing: Record<string, string> = {};
    if (!email) missing.email = 'required';
    if (!form.values.password) missing.password = 'required';
    if (Object.keys(missing).length > 0) {
      const described = describeFieldErrors('adminLogin', missing);
      return fail(described.fields, described.message);
    }
    form.setErrors({});
    signIn.mutate(
      { email, password: form.values.password },
      {
        onSuccess: async (session) => {
          if (!session?.isAdmin) {
            await signOut().catch(() => undefined);
            queryClient.clear();
            toast.error(t('admin.accessDeniedYouDonT'));
            return;
          }
          const factor = await getTwoFactorStatus().catch(() => null);
          if (factor?.required && !factor.verified) {
            onSecondFactor(factor.enrolled);
            return;
          }
          toast.success(t('admin.welcomeAdmin'));
          navigate(paths.admin.root, { replace: true });
        },
        onError: (error) => {
          const described = describeLoginError('adminLogin', error);
          fail(described.fields, described.message);
        },
      },
    );
  };

  return (
    <div className="space-y-4">
      <SignInForm form={form} isPending={signIn.isPending} onSubmit={onSubmit} onForgotPassword={onForgotPassword} />
    </div>
  );
}
