import { ShieldAlert } from 'lucide-react';
import { t } from '#client/i18n';

/** What a person sees on a screen their role may not open (the server refuses it too). */
export function AccessDenied({ message, title = t('common.accessDenied') }: { message: string; title?: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <ShieldAlert aria-hidden="true" className="size-10 text-danger" />
      <h1 className="text-xl font-semibold text-ink">{title}</h1>
      <p className="text-muted">{message}</p>
    </div>
  );
}
