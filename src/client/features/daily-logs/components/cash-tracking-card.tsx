import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { TextField } from '#client/components/ui/form-field';
import { Label } from '#client/components/ui/input';
import { Textarea } from '#client/components/ui/textarea';
import { cn } from '#client/lib/cn';
import { moneyFields, type LogFormValues, type MoneyField } from '../log-form';
import { useT } from '#client/i18n';

type CashTrackingCardProps = {
  values: LogFormValues;
  errors: Partial<Record<MoneyField, string>>;
  onChange: (field: keyof LogFormValues, value: string) => void;
  /** While saving: the boxes keep focus but cannot change. */
  isReadOnly: boolean;
  autoFocus: boolean;
  className?: string;
};

/** The day's money in dollars (min 0, step 0.01) and optional notes. Enter in a box submits the form. */
export function CashTrackingCard({ values, errors, onChange, isReadOnly, autoFocus, className }: CashTrackingCardProps) {
  const t = useT();
  return (
    <Card className={className} aria-labelledby="cash-tracking-title">
      <CardHeader>
        <CardTitle id="cash-tracking-title">{t('dailyLogs.cashTracking')}</CardTitle>
        <CardDescription>{t('dailyLogs.amountsInDollarsAnEmpty')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {moneyFields.map(({ name, id, label, hint }, index) => (
            <TextField
              key={name}
              id={id}
              className={cn(name === 'actualCashCents' && 'sm:col-span-2')}
              label={label}
              hint={hint}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              placeholder="0.00"
              value={values[name]}
              error={errors[name]}
              readOnly={isReadOnly}
              autoFocus={autoFocus && index === 0}
              onChange={(event) => onChange(name, event.target.value)}
            />
          ))}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="log-notes">{t('dailyLogs.notesOptional')}</Label>
          <Textarea
            id="log-notes"
            value={values.notes}
            maxLength={2000}
            readOnly={isReadOnly}
            aria-describedby="log-notes-hint"
            onChange={(event) => onChange('notes', event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) event.currentTarget.form?.requestSubmit();
            }}
          />
          <p id="log-notes-hint" className="text-xs text-muted">
            {t('dailyLogs.ctrlEnterSavesFromHere')}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
