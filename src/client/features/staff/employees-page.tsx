import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { CreateEmployeeForm } from './components/create-employee-form';
import { EmployeeList } from './components/employee-list';

/** /dashboard/employees (owner only; the route wraps it in the owner guard). */
export function EmployeesPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold text-ink">Employee Management</h1>
      <Card aria-labelledby="create-employee-title">
        <CardHeader>
          <CardTitle id="create-employee-title">Create Employee Account</CardTitle>
          <CardDescription>The employee signs in with this email and password.</CardDescription>
        </CardHeader>
        <CardContent>
          <CreateEmployeeForm />
        </CardContent>
      </Card>
      <Card aria-labelledby="current-employees-title">
        <CardHeader>
          <CardTitle id="current-employees-title">Current Employees</CardTitle>
        </CardHeader>
        <CardContent>
          <EmployeeList />
        </CardContent>
      </Card>
    </div>
  );
}
