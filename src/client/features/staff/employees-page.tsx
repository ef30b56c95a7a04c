import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { CreateEmployeeForm } from './components/create-employee-form';
import { EmployeeList } from './components/employee-list';
import { useT } from '#client/i18n';

/** /dashboard/employees (owner only; the route wraps it in the owner guard). */
export function EmployeesPage() {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('staff.employeeManagement')}</h1>
      <Card aria-labelledby="create-employee-title">
        <CardHeader>
          <CardTitle id="create-employee-title">{t('staff.createEmployeeAccount')}</CardTitle>
          <CardDescription>{t('staff.theEmployeeSignsInWith')}</CardDescription>
        </CardHeader>
        <CardContent>
          <CreateEmployeeForm />
        </CardContent>
      </Card>
      <Card aria-labelledby="current-employees-title">
        <CardHeader>
          <CardTitle id="current-employees-title">{t('staff.currentEmployees2')}</CardTitle>
        </CardHeader>
        <CardContent>
          <EmployeeList />
        </CardContent>
      </Card>
    </div>
  );
}
