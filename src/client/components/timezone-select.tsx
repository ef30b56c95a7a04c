import { useMemo } from 'react';
import { commonTimezones, isValidTimezone, listTimezones } from '#shared/stores/timezones';
import { SelectField } from './ui/form-field';
import { useT } from '#client/i18n';

/** The browser's own IANA zone, when it has a valid one. */
export function browserTimezone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimezone(zone) ? zone : null;
  } catch {
    return null;
  }
}

type TimezoneSelectProps = {
  id: string;
  value: string;
  onChange: (zone: string) => void;
  error?: string | undefined;
  disabled?: boolean;
};

/** A native select of every IANA zone, the common ones first. */
export function TimezoneSelect({ id, value, onChange, error, disabled }: TimezoneSelectProps) {
  const t = useT();
  const groups = useMemo(() => {
    const common: string[] = [...commonTimezones];
    const all = listTimezones();
    if (value && !all.includes(value)) common.unshift(value);
    return { common, rest: all.filter((zone) => !common.includes(zone)) };
  }, [value]);
  return (
    <SelectField
      id={id}
      name="timezone"
      label={t('common.timeZone')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      disabled={disabled}
      hint={t('common.theStoreSBusinessDay')}
    >
      <optgroup label={t('common.common')}>
        {groups.common.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('common.allTimeZones')}>
        {groups.rest.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </optgroup>
    </SelectField>
  );
}
