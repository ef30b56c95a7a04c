import { useCallback } from 'react';
import { formatPhone, phoneCountryOf } from '#shared/phone/phone';
import { useSession } from '#client/lib/auth/session';

/** Phones as people read them (decision 084): the national format of the store's country, others international. */
export function useFormatPhone(): (stored: string | null | undefined) => string {
  const { data: session } = useSession();
  const country = phoneCountryOf(session?.store?.timezone);
  return useCallback((stored) => (stored ? formatPhone(stored, country) : ''), [country]);
}
