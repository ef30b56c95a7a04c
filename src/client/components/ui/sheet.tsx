import type { ReactNode, RefObject } from 'react';
import { Dialog, VisuallyHidden } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '#client/lib/cn';
import { useT } from '#client/i18n';

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name (visually hidden). */
  title: string;
  className?: string;
  /** Focus goes here when the panel closes (the button that opened it). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/** Focus the current page's link (or the first link) rather than the first button. */
function focusFirstLink(event: Event) {
  const content = event.currentTarget as HTMLElement | null;
  const target = content?.querySelector<HTMLElement>('a[aria-current="page"]') ?? content?.querySelector<HTMLElement>('a[href]');
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** An off-canvas panel from the left edge (a modal dialog: focus trapped, Escape closes). */
export function Sheet({ open, onOpenChange, title, className, returnFocusRef, children }: SheetProps) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={focusFirstLink}
          onCloseAutoFocus={(event) => {
            if (!returnFocusRef?.current) return;
            event.preventDefault();
            returnFocusRef.current.focus();
          }}
          className={cn(
            'fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-surface shadow-xl focus-visible:outline-none',
            className,
          )}
        >
          <VisuallyHidden.Root>
            <Dialog.Title>{title}</Dialog.Title>
          </VisuallyHidden.Root>
          {children}
          <Dialog.Close
            className="absolute right-2 top-2 inline-flex size-10 items-center justify-center rounded-md text-muted hover:bg-slate-100 hover:text-ink"
            aria-label={t('common.closeMenu')}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
