import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '#client/components/ui/button';

/**
 * A link that starts a change of store data (Add Customer…): a link when writes are allowed, else the
 * same-looking button, disabled, whose title says why (a lapsed store is read-only: useWriteAccess).
 */
export function WriteLink({ to, canWrite, reason, children }: { to: string; canWrite: boolean; reason: string | null; children: ReactNode }) {
  return canWrite ? (
    <Link to={to} className={buttonClasses()}>
      {children}
    </Link>
  ) : (
    <Button disabled title={reason ?? undefined}>
      {children}
    </Button>
  );
}
