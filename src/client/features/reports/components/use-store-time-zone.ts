import { useSession } from '#client/lib/auth/session';

/** The store's IANA time zone (business days are counted there); the browser's while the session loads. */
export function useStoreTimeZone(): string {
  const { data: session } = useSession();
  return session?.store?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
