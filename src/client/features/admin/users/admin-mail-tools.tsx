import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { TextField } from '#client/components/ui/form-field';
import { Label } from '#client/components/ui/input';
import { Textarea } from '#client/components/ui/textarea';
import { errorMessage } from '#client/lib/error-messages';
import { useSendPasswordReset, useSendSupportEmail, useSendTestEmail } from './admin-users-api';
import { toasts } from '#client/texts/toasts';
import { useT } from '#client/i18n';

function PasswordResetForm() {
  const t = useT();
  const [email, setEmail] = useState('');
  const reset = useSendPasswordReset();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    if (!value) return void toast.error(t('admin.emailAddressIsRequired'));
    reset.mutate(value, {
      onSuccess: () => {
        toast.success(t('admin.passwordResetEmailSentSuccessfully'));
        setEmail('');
      },
      onError: (error) => toast.error(t('admin.failedToSendPasswordReset'), { description: errorMessage(error) }),
    });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <h3 className="font-semibold text-ink">{t('admin.sendPasswordReset')}</h3>
      <TextField id="reset-email" label={t('admin.emailAddress')} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" variant="secondary" isLoading={reset.isPending}>{t('admin.sendPasswordReset')}</Button>
    </form>
  );
}

function SupportEmailForm() {
  const t = useT();
  const [values, setValues] = useState({ to: '', subject: '', message: '' });
  const send = useSendSupportEmail();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { to: values.to.trim().toLowerCase(), subject: values.subject.trim(), message: values.message.trim() };
    if (!body.to || !body.subject || !body.message) return void toast.error(t('admin.allFieldsAreRequired'));
    send.mutate(body, {
      onSuccess: () => {
        toast.success(t('admin.supportEmailSentSuccessfully'));
        setValues({ to: '', subject: '', message: '' });
      },
      onError: (error) => toast.error(t('admin.failedToSendSupportEmail'), { description: errorMessage(error) }),
    });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <h3 className="font-semibold text-ink">{t('admin.sendSupportEmail')}</h3>
      <TextField id="support-to" label={t('admin.to')} type="email" autoComplete="off" value={values.to} onChange={(e) => setValues({ ...values, to: e.target.value })} />
      <TextField id="support-subject" label={t('admin.subject')} autoComplete="off" value={values.subject} onChange={(e) => setValues({ ...values, subject: e.target.value })} />
      <div className="space-y-1.5">
        <Label htmlFor="support-message">{t('admin.message')}</Label>
        <Textarea id="support-message" rows={4} value={values.message} onChange={(e) => setValues({ ...values, message: e.target.value })} />
      </div>
      <Button type="submit" variant="secondary" isLoading={send.isPending}>{t('admin.sendSupportEmail')}</Button>
    </form>
  );
}

function TestEmailForm() {
  const t = useT();
  const [email, setEmail] = useState('');
  const test = useSendTestEmail();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    if (!value) return void toast.error(toasts.testEmailAddressMissing.title);
    test.mutate(value, {
      onSuccess: (result) =>
        result.delivered
          ? toast.success(t('admin.testEmailSent'), { description: t('admin.testEmailSentTo', { email: value }) })
          : toast.error(t('admin.emailTestFailed'), { description: result.smtpError ?? undefined }),
      onError: (error) => toast.error(t('admin.emailTestFailed'), { description: errorMessage(error) }),
    });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <h3 className="font-semibold text-ink">{t('admin.sendTestEmail')}</h3>
      <TextField id="test-email" label={t('admin.testEmailAddress')} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" variant="secondary" isLoading={test.isPending}>{t('admin.sendTestEmail')}</Button>
    </form>
  );
}

/** Password reset, support email and test email (through the configured mail transport). */
export function AdminMailTools() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.emailTools')}</CardTitle>
        <CardDescription>{t('admin.passwordResetsSupportMessagesAnd')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-3">
        <PasswordResetForm />
        <SupportEmailForm />
        <TestEmailForm />
      </CardContent>
    </Card>
  );
}
