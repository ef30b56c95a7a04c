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

function PasswordResetForm() {
  const [email, setEmail] = useState('');
  const reset = useSendPasswordReset();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    if (!value) return void toast.error('Email address is required');
    reset.mutate(value, {
      onSuccess: () => {
        toast.success('Password reset email sent successfully');
        setEmail('');
      },
      onError: (error) => toast.error('Failed to send password reset email', { description: errorMessage(error) }),
    });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <h3 className="font-semibold text-ink">Send Password Reset</h3>
      <TextField id="reset-email" label="Email Address" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" variant="secondary" isLoading={reset.isPending}>Send Password Reset</Button>
    </form>
  );
}

function SupportEmailForm() {
  const [values, setValues] = useState({ to: '', subject: '', message: '' });
  const send = useSendSupportEmail();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { to: values.to.trim().toLowerCase(), subject: values.subject.trim(), message: values.message.trim() };
    if (!body.to || !body.subject || !body.message) return void toast.error('All fields are required');
    send.mutate(body, {
      onSuccess: () => {
        toast.success('Support email sent successfully');
        setValues({ to: '', subject: '', message: '' });
      },
      onError: (error) => toast.error('Failed to send support email', { description: errorMessage(error) }),
    });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <h3 className="font-semibold text-ink">Send Support Email</h3>
      <TextField id="support-to" label="To" type="email" autoComplete="off" value={values.to} onChange={(e) => setValues({ ...values, to: e.target.value })} />
      <TextField id="support-subject" label="Subject" autoComplete="off" value={values.subject} onChange={(e) => setValues({ ...values, subject: e.target.value })} />
      <div className="space-y-1.5">
        <Label htmlFor="support-message">Message</Label>
        <Textarea id="support-message" rows={4} value={values.message} onChange={(e) => setValues({ ...values, message: e.target.value })} />
      </div>
      <Button type="submit" variant="secondary" isLoading={send.isPending}>Send Support Email</Button>
    </form>
  );
}

function TestEmailForm() {
  const [email, setEmail] = useState('');
  const test = useSendTestEmail();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    if (!value) return void toast.error(toasts.testEmailAddressMissing.title);
    test.mutate(value, {
      onSuccess: (result) =>
        result.delivered
          ? toast.success('Test Email Sent', { description: `A test email was sent to ${value}.` })
          : toast.error('Email Test Failed', { description: result.smtpError ?? undefined }),
      onError: (error) => toast.error('Email Test Failed', { description: errorMessage(error) }),
    });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <h3 className="font-semibold text-ink">Send Test Email</h3>
      <TextField id="test-email" label="Test Email Address" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" variant="secondary" isLoading={test.isPending}>Send Test Email</Button>
    </form>
  );
}

/** Password reset, support email and test email (through the configured mail transport). */
export function AdminMailTools() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Email Tools</CardTitle>
        <CardDescription>Password resets, support messages and a check of outgoing mail.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-3">
        <PasswordResetForm />
        <SupportEmailForm />
        <TestEmailForm />
      </CardContent>
    </Card>
  );
}
