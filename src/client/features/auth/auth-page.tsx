import { lazy, Suspense, useState } from 'react';
import { LoadingScreen } from '#client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { usePublicConfig } from '#client/lib/public-config';
import { CheckEmailNotice } from './components/check-email-notice';
import { ForgotPasswordForm } from './components/forgot-password-form';
import { LoginForm } from './components/login-form';
import type { SignUpDone } from './components/signup-form';
import { useT } from '#client/i18n';

// The Sign Up form (and the shared zod schema it validates with) loads when its tab is near use.
const loadSignUpForm = () => import('./components/signup-form');
const SignUpForm = lazy(() => loadSignUpForm().then((module) => ({ default: module.SignUpForm })));
const preloadSignUpForm = () => void loadSignUpForm();

type Tab = 'login' | 'signup';

/** /auth: Login and Sign Up tabs (spec part 1 §2). */
export function AuthPage() {
  const t = useT();
  const [tab, setTab] = useState<Tab>('login');
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const [email, setEmail] = useState('');
  const [loginKey, setLoginKey] = useState(0);
  const [awaitingVerification, setAwaitingVerification] = useState<string | null>(null);
  const config = usePublicConfig();

  const showLogin = (nextEmail: string) => {
    setAwaitingVerification(null);
    setEmail(nextEmail);
    setMode('login');
    setLoginKey((key) => key + 1);
    setTab('login');
  };

  return (
    <>
      <h1 className="mb-1 text-xl font-semibold text-ink">{t('auth.welcomeToCornerStore')}</h1>
      <p className="mb-4 text-sm text-muted">{t('auth.signInToYourStore')}</p>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList>
          <TabsTrigger value="login">{t('auth.login')}</TabsTrigger>
          <TabsTrigger value="signup" onPointerEnter={preloadSignUpForm} onFocus={preloadSignUpForm}>
            {t('auth.signUp')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="login">
          {awaitingVerification && mode === 'login' ? <CheckEmailNotice email={awaitingVerification} /> : null}
          {mode === 'forgot' ? (
            <ForgotPasswordForm defaultEmail={email} onBack={showLogin} />
          ) : (
            <LoginForm
              key={loginKey}
              defaultEmail={email}
              googleEnabled={config.data?.googleEnabled ?? false}
              onForgotPassword={(current) => {
                setEmail(current);
                setMode('forgot');
              }}
            />
          )}
        </TabsContent>
        <TabsContent value="signup">
          <Suspense fallback={<LoadingScreen className="min-h-64" />}>
            <SignUpForm
              onCreated={(done: SignUpDone) => {
                showLogin(done.email);
                if (done.verificationRequired) setAwaitingVerification(done.email);
              }}
            />
          </Suspense>
        </TabsContent>
      </Tabs>
    </>
  );
}
