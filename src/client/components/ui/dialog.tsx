import type { ReactNode } from 'react';
import { AlertDialog, Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '#client/lib/cn';
import { Button, buttonClasses } from './button';
import { useT } from '#client/i18n';

const overlayClasses = 'fixed inset-0 z-40 bg-slate-900/50';
const contentClasses = cn(
  'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
  'rounded-xl bg-surface p-5 shadow-xl focus-visible:outline-none sm:p-6',
);

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (right-aligned on wide screens, stacked on phones). */
  footer?: ReactNode;
  className?: string;
};

/** A modal dialog: focus trapped, Escape and the close button close it. */
export function Dialog({ open, onOpenChange, title, description, children, footer, className }: DialogProps) {
  const t = useT();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClasses} />
        <RadixDialog.Content className={cn(contentClasses, className)}{...(description ? {} : { "aria-describedby": undefined })}>
          <div className="space-y-1.5 pr-8">
            <RadixDialog.Title className="text-lg font-semibold text-ink">{title}</RadixDialog.Title>
            {description ? <RadixDialog.Description className="text-sm text-muted">{description}</RadixDialog.Description> : null}
          </div>
          {children ? <div className="mt-4">{children}</div> : null}
          {footer ? <DialogFooter>{footer}</DialogFooter> : null}
          <RadixDialog.Close
            className="absolute right-3 top-3 inline-flex size-9 items-center justify-center rounded-md text-muted hover:bg-slate-100 hover:text-ink"
            aria-label={t('common.close')}
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  isPending?: boolean;
  tone?: 'danger' | 'primary';
};

/** A yes/no question (Radix AlertDialog): Cancel has focus first; Escape cancels. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  isPending,
  tone = 'danger',
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content className={contentClasses}>
          <AlertDialog.Title className="text-lg font-semibold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">{description}</AlertDialog.Description>
          <DialogFooter>
            <AlertDialog.Cancel className={buttonClasses({ variant: 'secondary' })}>{cancelLabel}</AlertDialog.Cancel>
            <Button
              variant={tone}
              isLoading={isPending}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </DialogFooter>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
