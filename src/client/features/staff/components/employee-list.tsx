import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { formatDateLong } from '#shared/dates';
import { employeeFullName, employeePhotoPath, type Employee } from '#shared/employees/employee.schemas';
import { PersonAvatar } from '#client/components/person-avatar';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/dialog';
import { Skeleton } from '#client/components/ui/skeleton';
import { useDeleteEmployee } from '../api/delete-employee';
import { useEmployees } from '../api/list-employees';
import { useT } from '#client/i18n';
import { useFormatPhone } from '#client/lib/use-phone';

/** The current employees, each with Delete (asks first). */
export function EmployeeList() {
  const t = useT();
  const employees = useEmployees();
  const [toDelete, setToDelete] = useState<Employee | null>(null);
  const remove = useDeleteEmployee();

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast.success(t('staff.employeeRemovedSuccessfully')),
      onError: () => toast.error(t('staff.error'), { description: t('staff.failedToRemoveEmployee') }),
      onSettled: () => setToDelete(null),
    });
  };

  if (employees.isError) {
    return (
      <Alert tone="danger" role="alert" className="space-y-3">
        <p>{t('staff.failedToLoadEmployees')}</p>
        <Button variant="secondary" onClick={() => employees.refetch()} isLoading={employees.isFetching}>
          {t('staff.retry')}
        </Button>
      </Alert>
    );
  }
  if (!employees.data) {
    return (
      <div role="status" aria-label={t('staff.loadingEmployees')} className="space-y-3">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (employees.data.items.length === 0) return <p className="text-muted">{t('staff.noEmployeesYet')}</p>;

  return (
    <>
      <ul className="divide-y divide-line" aria-label={t('staff.currentEmployees')}>
        {employees.data.items.map((employee) => (
          <EmployeeRow key={employee.id} employee={employee} onDelete={() => setToDelete(employee)} />
        ))}
      </ul>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('staff.deleteEmployee')}
        description={t('staff.areYouSureYouWant')}
        confirmLabel={t('staff.delete')}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
    </>
  );
}

function EmployeeRow({ employee, onDelete }: { employee: Employee; onDelete: () => void }) {
  const t = useT();
  const formatPhone = useFormatPhone();
  const name = employeeFullName(employee);
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <PersonAvatar name={name} photoUrl={employeePhotoPath(employee)} />
        <div className="min-w-0 text-sm">
          <p className="truncate font-medium text-ink">{name}</p>
          <p className="truncate text-muted">{employee.email}</p>
          {employee.phone ? <p className="text-muted">{formatPhone(employee.phone)}</p> : null}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 text-xs text-muted sm:w-64">
        <dt>{t('staff.added')}</dt>
        <dd>{formatDateLong(employee.createdAt)}</dd>
        <dt>{t('staff.lastSignIn')}</dt>
        <dd>{employee.lastSignInAt ? formatDateLong(employee.lastSignInAt) : t('staff.never')}</dd>
      </dl>
      <Button variant="ghost" size="sm" onClick={onDelete} aria-label={t('staff.deleteNamed', { name })} className="self-start text-danger sm:self-center">
        <Trash2 aria-hidden="true" className="size-4" />
        {t('staff.delete')}
      </Button>
    </li>
  );
}
