import type { ReactNode } from 'react';
import { useSession } from '#client/lib/auth/session';
import { AccessDenied } from '#client/components/access-denied';

/** Owner-only screens: others see 'Access Denied' with the screen's own sentence (spec part 2 §6). */
export function OwnerOnly({ message, children }: { message: string; children: ReactNode }) {
  const { data: session } = useSession();
  if (session === undefined) return null;
  if (session?.role !== 'store_owner') return <AccessDenied message={message} />;
  return <>{children}</>;
}
