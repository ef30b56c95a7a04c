import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button';
import { useT } from '#client/i18n';

/** Spec part 1 §9: 'Copied!' shows for 2 seconds. */
export const COPY_CONFIRMATION_MS = 2000;

/** 'ID: 12345678' with a copy button. */
export function ProfileCopyId({ displayId }: { displayId: string }) {
  const t = useT();
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error(t('customers.clipboardNotAvailable'));
      await navigator.clipboard.writeText(displayId);
      setIsCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setIsCopied(false), COPY_CONFIRMATION_MS);
    } catch {
      toast.error(t('customers.failedToCopyCustomerId'));
    }
  };

  return (
    <div className="flex items-center gap-1 text-sm text-muted">
      <span>
        {t('customers.id2')} <span className="font-mono text-ink">{displayId || t('customers.notAssigned')}</span>
      </span>
      {displayId ? (
        <Button variant="ghost" size="sm" className="h-8 px-2" onClick={() => void copy()} aria-label={isCopied ? t('customers.copied') : t('customers.copyCustomerId')}>
          {isCopied ? <Check aria-hidden="true" className="size-4 text-brand-700" /> : <Copy aria-hidden="true" className="size-4" />}
          {isCopied ? <span className="text-brand-700">{t('customers.copied')}</span> : null}
        </Button>
      ) : null}
      <span className="sr-only" aria-live="polite">
        {isCopied ? t('customers.copied') : ''}
      </span>
    </div>
  );
}
