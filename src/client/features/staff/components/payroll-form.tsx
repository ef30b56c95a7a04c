import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { payPeriodTypes } from '#shared/payroll/payroll.schemas';
import { employeeFullName, type Employee } from '#shared/employees/employee.schemas';
import { Button } from '#client/components/ui/button';
import { SelectField, TextField } from '#client/components/ui/form-field';
import { Label } from '#client/components/ui/input';
import { describeFormError } from '#client/lib/error-messages';
import { useCreatePayrollEntry } from '../api/create-payroll-entry';
import { checkPayrollForm, emptyPayrollForm, type PayrollFormValues } from '../payroll-form-check';
import { periodLabel } from '../payroll-format';
import { SignaturePad } from './signature-pad';
import { useT } from '#client/i18n';

const formId = 'payroll-entry';

/** The server's field names → this form's. */
const toFormField = (field: string) => (field === 'totalAmountCents' ? 'totalAmount' : field);

/** New Payroll Entry (spec part 2 §2, §4, §5): saved, it resets to the defaults and closes. */
export function PayrollForm({ employees, onSaved }: { employees: Employee[]; onSaved: () => void }) {
  const t = useT();
  const FAILED = t('staff.failedToSavePayroll');
  const [values, setValues] = useState<PayrollFormValues>(emptyPayrollForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreatePayrollEntry();

  const set = (field: keyof PayrollFormValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: '' }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = checkPayrollForm(values);
    if ('problem' in checked) {
      setErrors({ [checked.problem.field]: checked.problem.message });
      toast.error(t('staff.error'), { description: checked.problem.message });
      document.getElementById(`${formId}-${checked.problem.field}`)?.focus();
      return;
    }
    create.mutate(checked.input, {
      onSuccess: () => {
        toast.success(t('staff.payrollEntrySaved'));
        setValues(emptyPayrollForm);
        setErrors({});
        onSaved();
      },
      onError: (error) => {
        const described = describeFormError('payroll', error, FAILED);
        setErrors(Object.fromEntries(Object.entries(described.fields).map(([field, text]) => [toFormField(field), text])));
        toast.error(t('staff.error'), { description: Object.keys(described.fields).length > 0 ? described.message : FAILED });
      },
    });
  };

  const field = (name: keyof PayrollFormValues) => ({ id: `${formId}-${name}`, error: errors[name] || undefined, name, onChange: set(name) });

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('staff.newPayrollEntry')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('staff.employee')} value={values.employeeId} {...field('employeeId')}>
          <option value="">{t('staff.selectAnEmployee')}</option>
          {employees.map((employee) => (
            <option key={employee.id} value={employee.id}>
              {employeeFullName(employee)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('staff.payPeriod')} value={values.payPeriodType} {...field('payPeriodType')}>
          {payPeriodTypes.map((type) => (
            <option key={type} value={type}>
              {periodLabel(type)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('staff.startDate')} type="date" value={values.startDate} {...field('startDate')} />
        <TextField label={t('staff.endDate')} type="date" value={values.endDate} {...field('endDate')} />
        <TextField label={t('staff.totalHours2')} type="number" inputMode="decimal" step={0.5} min={0} value={values.totalHours} {...field('totalHours')} />
        <TextField label={t('staff.totalAmount')} type="number" inputMode="decimal" step={0.01} min={0} value={values.totalAmount} {...field('totalAmount')} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${formId}-signaturePng`}>{t('staff.employeeSignature')}</Label>
        <SignaturePad
          id={`${formId}-signaturePng`}
          invalid={Boolean(errors.signaturePng)}
          onChange={(png) => {
            setValues((current) => ({ ...current, signaturePng: png }));
            setErrors((current) => ({ ...current, signaturePng: '' }));
          }}
        />
        {errors.signaturePng ? <p className="text-sm text-danger">{errors.signaturePng}</p> : null}
      </div>
      <div className="flex justify-end">
        <Button type="submit" isLoading={create.isPending}>
          {t('staff.savePayrollEntry')}
        </Button>
      </div>
    </form>
  );
}
