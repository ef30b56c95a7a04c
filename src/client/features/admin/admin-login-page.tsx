import { useState } from 'react';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { paths } from '#client/app/paths';
import { BrandLogo } from '#client/components/brand-logo';
import { AdminLoginForm } from './components/admin-login-form';
import { AdminResetForm } from './components/admin-reset-form';

/** /admin/login: the platform admin's sign-in card (outside the dashboard). */
export function AdminLoginPage() {
  const [mode, setMode] = useState<'login' | 'reset'>('login');
  const [email, setEmail] = useState('');
  return (
    <div className="flex min-h-svh flex-col items-center bg-canvas px-4 py-8 sm:justify-center">
      <div className="mb-6">
        <BrandLogo />
      </div>
      <main className="w-full max-w-md rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-6">
        <div className="mb-4 flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-6 text-brand-700" />
          <h1 className="text-xl font-semibold text-ink">{mode === 'login' ? 'Admin Sign In' : 'Reset Admin Password'}</h1>
        </div>
        {mode === 'login' ? (
          <AdminLoginForm
            onForgotPassword={(current) => {
              setEmail(current);
              setMode('reset');
            }}
          />
        ) : (
          <AdminResetForm defaultEmail={email} onDone={() => setMode('login')} />
        )}
      </main>
      <a href={paths.home} className="mt-6 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Home
      </a>
    </div>
  );
}
