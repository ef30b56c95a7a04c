import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import type { Customer } from '#shared/customers/customer.schemas';
import { paths } from '#client/app/paths';
import { isApiError } from '#client/lib/api-client';
import { useSession } from '#client/lib/auth/session';
import { errorMessage } from '#client/lib/error-messages';
import { useCustomer } from './api/get-customer';
import { ArchivedNotice } from './components/archived-notice';
import { CreditStatusCard } from './components/credit-status-card';
import { DetailBackLink, DetailNotFound, DetailSkeleton } from './components/detail-states';
import { LedgerHistoryCard } from './components/ledger-history-card';
import { ProfileCard } from './components/profile-card';
import { RedFlagCard } from './components/red-flag-card';
import { StatementPrint } from './components/statement-print';
import { StatusManagementCards } from './components/status-management-cards';
import { StatementLinksCard } from '#client/features/statements';
import { AsOfNotice } from '#client/features/offline';
import { offlineTexts } from '#client/texts/offline';
import { useT } from '#client/i18n';

/** /dashboard/customers/:customerId (spec part 1 §2 'Customer detail'). */
export function CustomerDetailPage() {
  const t = useT();
  const { customerId = '' } = useParams();
  const customer = useCustomer(customerId);
  const navigate = useNavigate();
  const isNotFound = isApiError(customer.error) && customer.error.code === 'NOT_FOUND';
  const hasFailed = customer.isError && !customer.data && !isNotFound && !(isApiError(customer.error) && customer.error.status === 401);
  const reported = useRef(false);

  useEffect(() => {
    if (!hasFailed || reported.current) return;
    reported.current = true;
    toast.error(t('customers.failedToLoadCustomer'), { description: errorMessage(customer.error) });
    void navigate(paths.dashboard.customers, { replace: true });
  }, [hasFailed, customer.error, navigate]);

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailBackLink />
      <AsOfNotice updatedAt={customer.dataUpdatedAt} />
      {customer.data ? (
        <CustomerDetail customer={customer.data} />
      ) : isNotFound ? (
        <DetailNotFound />
      ) : customer.fetchStatus === 'paused' ? (
        <p className="rounded-lg border border-line bg-surface p-6 text-center text-sm text-muted" data-testid="not-kept-offline">
          {offlineTexts.notKept.customer}
        </p>
      ) : (
        <DetailSkeleton />
      )}
    </div>
  );
}

function CustomerDetail({ customer }: { customer: Customer }) {
  const { data: session } = useSession();
  const isOwner = session?.role === 'store_owner';
  // Share statement and Send receipt: the owner, or an employee when Store Settings allow it (decision 050).
  const canShare = isOwner || session?.store?.employeesShareStatements === true;
  const timeZone = session?.store?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div className="space-y-6">
      {customer.archivedAt ? <ArchivedNotice customer={customer} isOwner={isOwner} /> : null}
      <ProfileCard customer={customer} />
      <CreditStatusCard customer={customer} isOwner={isOwner} canShare={canShare} storeName={session?.store?.name ?? ''} />
      {/* An archived customer is read-only until restored (the server refuses every change): one
          disabled fieldset turns off every switch and form inside. */}
      <fieldset disabled={Boolean(customer.archivedAt)} className="min-w-0 space-y-6">
        <div className="grid gap-6 lg:grid-cols-2">
          <StatusManagementCards customer={customer} />
        </div>
        {isOwner ? <RedFlagCard customer={customer} /> : null}
      </fieldset>
      <LedgerHistoryCard
        customerId={customer.id}
        timeZone={timeZone}
        action={<StatementPrint customerId={customer.id} timeZone={timeZone} />}
      />
      {isOwner ? <StatementLinksCard customerId={customer.id} timeZone={timeZone} /> : null}
    </div>
  );
}
