import { MailCheck } from 'lucide-react';
import { Alert } from '#client/components/ui/alert';
import { useT } from '#client/i18n';

/** Stays above the Login form after sign-up, so the toast is not the only place that says it. */
export function CheckEmailNotice({ email }: { email: string }) {
  const t = useT();
  return (
    <Alert tone="success" role="status" className="mb-4 flex gap-3">
      <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">{t('auth.checkEmailTitle')}</p>
        <p>
          {t('auth.openItToVerify', { CHECK_EMAIL_TEXT: t('auth.checkEmailText') })} <span className="font-medium break-all">{email}</span>{t('auth.thenSignIn')}
        </p>
      </div>
    </Alert>
  );
}
