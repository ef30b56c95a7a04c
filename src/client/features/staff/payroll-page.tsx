import { useState } from 'react';
import { Plus, X } from 'lucide-react';
import { toast } from 'sonner';
import type { PayrollEntry } from '#shared/payroll/payroll.schemas';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { ConfirmDialog } from '#client/components/ui/dialog';
import { Skeleton } from '#client/components/ui/skeleton';
import { useDeletePayrollEntry } from './api/delete-payroll-entry';
import { useEmployees } from './api/list-employees';
import { usePayrollList, type PayrollFilterValues } from './api/list-payroll';
import { EmployeeDialog } from './components/employee-dialog';
import { EntryViewDialog } from './components/entry-view-dialog';
import { PayrollFilters } from './components/payroll-filters';
import { PayrollForm } from './components/payroll-form';
import { PayrollTable } from './components/payroll-table';
import { useT } from '#client/i18n';

/** /dashboard/payroll (owner only; the route wraps it in the owner guard). */
export function PayrollPage() {
  const t = useT();
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [filter, setFilter] = useState<PayrollFilterValues>({});
  const [viewing, setViewing] = useState<PayrollEntry | null>(null);
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<PayrollEntry | null>(null);
  const employees = useEmployees();
  const isRangeBad = Boolean(filter.from && filter.to && filter.from > filter.to);
  const list = usePayrollList(isRangeBad ? { employeeId: filter.employeeId } : filter);
  const remove = useDeletePayrollEntry();
  const entries = list.data?.pages.flatMap((page) => page.items) ?? [];
  const employeeItems = employees.data?.items ?? [];

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast.success(t('staff.payrollEntryDeletedSuccessfully')),
      onError: () => toast.error(t('staff.errorFailedToDeletePayroll')),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">{t('staff.payrollManagement')}</h1>
        <Button onClick={() => setIsFormOpen((open) => !open)} aria-expanded={isFormOpen}>
          {isFormOpen ? <X aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
          {t('staff.newPayrollEntry')}
        </Button>
      </div>
      {employees.isError ? <Alert tone="danger" role="alert">{t('staff.failedToLoadEmployees')}</Alert> : null}
      {isFormOpen ? (
        <Card aria-labelledby="payroll-form-title">
          <CardHeader>
            <CardTitle id="payroll-form-title">{t('staff.newPayrollEntry')}</CardTitle>
          </CardHeader>
          <CardContent>
            <PayrollForm employees={employeeItems} onSaved={() => setIsFormOpen(false)} />
          </CardContent>
        </Card>
      ) : null}
      <Card aria-labelledby="payroll-entries-title">
        <CardHeader>
          <CardTitle id="payroll-entries-title">{t('staff.payrollEntries2')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <PayrollFilters employees={employeeItems} filter={filter} onChange={setFilter} />
          {list.isError ? (
            <Alert tone="danger" role="alert">
              {t('staff.failedToLoadPayrollEntries')}
            </Alert>
          ) : !list.data ? (
            <div role="status" aria-label={t('staff.loadingPayrollEntries')} className="space-y-2">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : entries.length === 0 ? (
            <div className="py-10 text-center">
              <p className="font-medium text-ink">{t('staff.noPayrollEntriesFound')}</p>
              <p className="text-sm text-muted">{t('staff.createYourFirstPayrollEntry')}</p>
            </div>
          ) : (
            <>
              <PayrollTable entries={entries} onOpenEmployee={setEmployeeId} onView={setViewing} onDelete={setToDelete} />
              {list.hasNextPage ? (
                <div className="flex justify-center">
                  <Button variant="secondary" onClick={() => void list.fetchNextPage()} isLoading={list.isFetchingNextPage}>
                    {t('staff.loadMore')}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </CardContent>
      </Card>
      <EntryViewDialog entry={viewing} onClose={() => setViewing(null)} />
      <EmployeeDialog employeeId={employeeId} onClose={() => setEmployeeId(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('staff.deletePayrollEntry')}
        description={t('staff.areYouSureYouWant2')}
        confirmLabel={t('staff.delete')}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
    </div>
  );
}
