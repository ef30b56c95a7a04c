import { useState, type FormEvent } from 'react';
import { Printer } from 'lucide-react';
import { toast } from 'sonner';
import type { Statement } from '#shared/credit/credit.schemas';
import { PrintPortal } from '#client/components/print-portal';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogFooter } from '#client/components/ui/dialog';
import { TextField } from '#client/components/ui/form-field';
import { errorMessage } from '#client/lib/error-messages';
import { useFetchStatement } from '../api/get-statement';
import { defaultStatementRange, statementRangeProblem, type StatementRange } from '../statement-range';
import { StatementDocument } from './statement-document';
import { t, useT } from '#client/i18n';

const printUnavailable = () =>
  toast.error(t('customers.printNotAvailable'), { description: t('customers.printingIsNotAvailableOn') });

/**
 * Print Statement: choose a period, load it, then print only the statement (PrintPortal: the app
 * root is hidden while printing and the statement, outside the root, is shown).
 */
export function StatementPrint({ customerId, timeZone }: { customerId: string; timeZone: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [statement, setStatement] = useState<Statement | null>(null);

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Printer aria-hidden="true" className="size-4" />
        {t('customers.printStatement')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('customers.printStatement')} description={t('customers.chooseThePeriodToPrint')}>
        <StatementRangeForm
          customerId={customerId}
          timeZone={timeZone}
          onCancel={() => setOpen(false)}
          onLoaded={(loaded) => {
            setOpen(false);
            setStatement(loaded);
          }}
        />
      </Dialog>
      {statement ? (
        <PrintPortal onDone={() => setStatement(null)} failureText={t('customers.theStatementCouldNotBe')}>
          <StatementDocument statement={statement} />
        </PrintPortal>
      ) : null}
    </>
  );
}

type RangeFormProps = { customerId: string; timeZone: string; onCancel: () => void; onLoaded: (statement: Statement) => void };

function StatementRangeForm({ customerId, timeZone, onCancel, onLoaded }: RangeFormProps) {
  const t = useT();
  const [range, setRange] = useState<StatementRange>(() => defaultStatementRange(timeZone));
  const [problem, setProblem] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const fetchStatement = useFetchStatement(customerId);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const rangeProblem = statementRangeProblem(range);
    setProblem(rangeProblem);
    if (rangeProblem) return;
    if (typeof window.print !== 'function') return printUnavailable();
    setIsLoading(true);
    try {
      onLoaded(await fetchStatement(range));
    } catch (error) {
      toast.error(t('customers.printError'), { description: errorMessage(error, t('customers.theStatementCouldNotBeX')) });
    } finally {
      setIsLoading(false);
    }
  };

  const set = (key: keyof StatementRange) => (event: { target: { value: string } }) => {
    setRange((current) => ({ ...current, [key]: event.target.value }));
    setProblem(null);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="statement-from" label={t('customers.from')} type="date" value={range.from} max={range.to} onChange={set('from')} required />
        <TextField
          id="statement-to"
          label={t('customers.to')}
          type="date"
          value={range.to}
          min={range.from}
          onChange={set('to')}
          error={problem ?? undefined}
          required
        />
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel}>
          {t('customers.cancel')}
        </Button>
        <Button type="submit" isLoading={isLoading}>
          <Printer aria-hidden="true" className="size-4" />
          {t('customers.print')}
        </Button>
      </DialogFooter>
    </form>
  );
}
