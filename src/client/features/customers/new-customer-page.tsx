import { useLocation, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '#client/app/paths';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card';
import { NewCustomerForm } from './new-customer-form';
import { useT } from '#client/i18n';

/** /dashboard/customers/new */
export function NewCustomerPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  // Back to where the person came from (the list keeps its ?q=), or to the list when opened directly.
  const goBack = () => (location.key === 'default' ? navigate(paths.dashboard.customers) : navigate(-1));
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <Button variant="ghost" size="sm" className="-ml-2" onClick={goBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('customers.back')}
      </Button>
      <Card aria-labelledby="new-customer-title">
        <CardHeader>
          <h1 id="new-customer-title" className="text-2xl font-bold text-ink">
            {t('customers.addCustomer')}
          </h1>
          <CardDescription>{t('customers.nameAndPhoneNumberAre')}</CardDescription>
        </CardHeader>
        <CardContent>
          <NewCustomerForm />
        </CardContent>
      </Card>
    </div>
  );
}
