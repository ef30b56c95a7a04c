import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { signOut } from '#client/lib/auth/sign-out';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { paths } from '#client/app/paths';
import { BrandLogo } from '#client/components/brand-logo';
import { AdminLoginForm } from './components/admin-login-form';
import { AdminResetForm } from './components/admin-reset-form';
import { AdminTwoFactorStep } from './components/admin-two-factor-step';
import { useT } from '#client/i18n';

/** /admin/login: the platform admin's sign-in card (outside the dashboard). */
export function AdminLoginPage() {
  const t = useT();
  const [mode, setMode] = useState<'login' | 'reset' | 'factor'>('login');
  const [enrolled, setEnrolled] = useState(false);
  const [email, setEmail] = useState('');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const titles = { login: t('admin.adminSignIn'), reset: t('admin.resetAdminPassword'), factor: t('admin.twoFactorAuthenticationX') };
  return (
    <div className="flex min-h-svh flex-col items-center bg-canvas px-4 py-8 sm:justify-center">
      <div className="mb-6">
        <BrandLogo />
      </div>
      <main className="w-full max-w-md rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-6">
        <div className="mb-4 flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-6 text-brand-700" />
          <h1 className="text-xl font-semibold text-ink">{titles[mode]}</h1>
        </div>
        {mode === 'factor' ? (
          <AdminTwoFactorStep
            enrolled={enrolled}
            onVerified={() => {
              toast.success(t('admin.welcomeAdmin'));
              navigate(paths.admin.root, { replace: true });
            }}
            onCancel={() => {
              void signOut().catch(() => undefined).then(() => queryClient.clear());
              setMode('login');
            }}
          />
        ) : mode === 'login' ? (
          <AdminLoginForm
            onForgotPassword={(current) => {
              setEmail(current);
              setMode('reset');
            }}
            onSecondFactor={(isEnrolled) => {
              setEnrolled(isEnrolled);
              setMode('factor');
            }}
          />
        ) : (
          <AdminResetForm defaultEmail={email} onDone={() => setMode('login')} />
        )}
      </main>
      <a href={paths.home} className="mt-6 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('admin.backToHome')}
      </a>
    </div>
  );
}
