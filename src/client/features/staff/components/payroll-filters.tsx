import { Download } from 'lucide-react';
import { employeeFullName, type Employee } from '#shared/employees/employee.schemas';
import { payrollExportPath } from '#shared/payroll/payroll.schemas';
import { buttonClasses } from '#client/components/ui/button';
import { SelectField, TextField } from '#client/components/ui/form-field';
import type { PayrollFilterValues } from '../api/list-payroll';
import { useT } from '#client/i18n';

type PayrollFiltersProps = { employees: Employee[]; filter: PayrollFilterValues; onChange: (filter: PayrollFilterValues) => void };

/** Filter by employee and start dates; CSV and XLSX of the entries shown (the same filter). */
export function PayrollFilters({ employees, filter, onChange }: PayrollFiltersProps) {
  const t = useT();
  const isRangeBad = Boolean(filter.from && filter.to && filter.from > filter.to);
  const set = (key: keyof PayrollFilterValues) => (event: { target: { value: string } }) => onChange({ ...filter, [key]: event.target.value || undefined });
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <div className="grid flex-1 gap-3 sm:grid-cols-3">
        <SelectField id="payroll-filter-employee" label={t('staff.employee')} value={filter.employeeId ?? ''} onChange={set('employeeId')}>
          <option value="">{t('staff.allEmployees')}</option>
          {employees.map((employee) => (
            <option key={employee.id} value={employee.id}>
              {employeeFullName(employee)}
            </option>
          ))}
        </SelectField>
        <TextField id="payroll-filter-from" label={t('staff.from')} type="date" value={filter.from ?? ''} onChange={set('from')} />
        <TextField
          id="payroll-filter-to"
          label={t('staff.to')}
          type="date"
          value={filter.to ?? ''}
          onChange={set('to')}
          error={isRangeBad ? t('staff.theStartDateMustBe') : undefined}
        />
      </div>
      <div className="flex gap-2">
        {(['csv', 'xlsx'] as const).map((format) => (
          <a
            key={format}
            href={isRangeBad ? undefined : payrollExportPath(format, filter)}
            download
            aria-disabled={isRangeBad || undefined}
            aria-label={t('staff.downloadPayroll', { format: format.toUpperCase() })}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Download aria-hidden="true" className="size-4" />
            {format.toUpperCase()}
          </a>
        ))}
      </div>
    </div>
  );
}
