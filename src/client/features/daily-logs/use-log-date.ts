import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isBusinessDate, todayInZone, type BusinessDate } from '#shared/dates';

/**
 * The chosen business day, kept in ?date=YYYY-MM-DD so a refresh or Back keeps it. Without a
 * (valid) date in the address it is today in the store's time zone.
 */
export function useLogDate(timeZone: string) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('date');
  const today = todayInZone(timeZone);
  const date: BusinessDate = isBusinessDate(requested) ? requested : today;

  const setDate = useCallback(
    (next: BusinessDate, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('date', next);
          return updated;
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  );

  return { date, today, setDate };
}
