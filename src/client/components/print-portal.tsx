import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { toast } from 'sonner';
import { errorMessage } from '#client/lib/error-messages';
import { t, useT } from '#client/i18n';

/**
 * Print one document: it is rendered outside #root (hidden on screen, shown in print), the app
 * gets the existing `.no-print` class while printing, the browser's print window opens once, and
 * `onDone` runs after printing (or when printing is not available). Pages use A4 and US Letter
 * alike: the document has no fixed width and the page margins are the only page rule.
 */
type PrintPortalProps = {
  children: ReactNode;
  onDone: () => void;
  /** What the 'Print Error' toast says when the browser's print fails. */
  failureText?: string;
};

export function PrintPortal({ children, onDone, failureText = t('common.thePageCouldNotBe') }: PrintPortalProps) {
  const t = useT();
  useEffect(() => {
    const root = document.getElementById('root');
    const finish = () => {
      root?.classList.remove('no-print');
      onDone();
    };
    root?.classList.add('no-print');
    window.addEventListener('afterprint', finish);
    const timer = setTimeout(() => {
      try {
        if (typeof window.print !== 'function') {
          toast.error(t('common.printNotAvailable'), { description: t('common.printingIsNotAvailableOn') });
          finish();
          return;
        }
        window.print();
      } catch (error) {
        toast.error(t('common.printError'), { description: errorMessage(error, failureText) });
        finish();
      }
    }, 0);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', finish);
      root?.classList.remove('no-print');
    };
  }, []); // once per document shown
  return createPortal(
    <>
      <style>{'@page { margin: 12mm; }'}</style>
      {children}
    </>,
    document.body,
  );
}
