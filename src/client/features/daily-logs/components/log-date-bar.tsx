import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, Printer } from 'lucide-react';
import type { BusinessDate } from '#shared/dates';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { FIRST_BUSINESS_DATE, LAST_BUSINESS_DATE, isBusinessDate, shiftBusinessDate } from '#shared/dates';
import { useT } from '#client/i18n';

export type DateChange = (date: BusinessDate, options?: { replace?: boolean }) => void;

type LogDateBarProps = {
  date: BusinessDate;
  today: BusinessDate;
  onDateChange: DateChange;
  /** Whether a log exists for the date; undefined while it loads. */
  hasLog: boolean | undefined;
  canPrint: boolean;
  onPrint: () => void;
};

/** The date picker (kept in the URL by the page), previous/next day, the saved badge and Print Log. */
/**
 * Nobody goes past today (a future day's log cannot be written); past days stay open to everyone,
 * read-only for employees (the editor says why).
 */
export function LogDateBar({ date, today, onDateChange, hasLog, canPrint, onPrint }: LogDateBarProps) {
  const t = useT();
  const picker = useDatePickerDraft(date, onDateChange, today);
  return (
    <div className="flex flex-wrap items-end gap-x-3 gap-y-3">
      <div className="space-y-1.5">
        <Label htmlFor="log-date">{t('dailyLogs.date')}</Label>
        <div className="flex items-center gap-1.5">
          <Button variant="secondary" size="icon" aria-label={t('dailyLogs.previousDay')} onClick={() => onDateChange(shiftBusinessDate(date, -1))}>
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <Input
            id="log-date"
            type="date"
            className="w-[10.5rem]"
            value={picker.value}
            min={FIRST_BUSINESS_DATE}
            max={today < LAST_BUSINESS_DATE ? today : LAST_BUSINESS_DATE}
            required
            onChange={(event) => picker.type(event.target.value)}
            onBlur={picker.commit}
            onKeyDown={picker.onKeyDown}
          />
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('dailyLogs.nextDay')}
            disabled={date >= today}
            onClick={() => onDateChange(shiftBusinessDate(date, 1))}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
          {date !== today ? (
            <Button variant="ghost" size="sm" onClick={() => onDateChange(today)}>
              {t('dailyLogs.today')}
            </Button>
          ) : null}
        </div>
      </div>
      <div className="flex min-h-10 flex-1 items-center justify-between gap-3">
        <span aria-live="polite">
          {hasLog ? (
            <Badge tone="green" className="text-sm">
              {t('dailyLogs.previouslySaved')}
            </Badge>
          ) : null}
        </span>
        <Button variant="secondary" onClick={onPrint} disabled={!canPrint}>
          <Printer aria-hidden="true" className="size-4" />
          {t('dailyLogs.printLog')}
        </Button>
      </div>
    </div>
  );
}

/** How long the picker waits after a keystroke before loading the typed day. */
const TYPING_PAUSE_MS = 400;

/**
 * The picker's text while a date is being typed. A day picked from the calendar loads at once; a
 * day typed on the keyboard loads once typing pauses (or on Enter, or when the picker loses focus),
 * so going through 03 → 15 → 2025 loads one day, not every step. A day chosen another way
 * (buttons, Back, after a save) replaces the draft.
 */
function useDatePickerDraft(date: BusinessDate, onDateChange: DateChange, today: BusinessDate) {
  const [draft, setDraft] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const lastKeyAt = useRef(0);

  useEffect(() => {
    window.clearTimeout(timer.current);
    setDraft(null);
  }, [date]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const choose = (value: string | null) => {
    window.clearTimeout(timer.current);
    if (value !== null && isBusinessDate(value) && value !== date && value <= today) onDateChange(value, { replace: true });
    // The day shown follows the page: after a move the draft is moot, after a refused one
    // (unsaved changes kept) the picker goes back to the day still open.
    setDraft(null);
  };

  return {
    value: draft ?? date,
    type: (value: string) => {
      setDraft(value);
      window.clearTimeout(timer.current);
      if (!isBusinessDate(value)) return;
      if (Date.now() - lastKeyAt.current > TYPING_PAUSE_MS) choose(value);
      else timer.current = window.setTimeout(() => choose(value), TYPING_PAUSE_MS);
    },
    commit: () => choose(draft),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      lastKeyAt.current = Date.now();
      if (event.key === 'Enter') choose(draft);
    },
  };
}
