import { Download } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '#client/components/ui/alert';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { errorMessage } from '#client/lib/error-messages';
import { countOf, nouns } from '#client/lib/plural';
import { auditCsvHref, emptyAuditFilter, useAuditPages, type AuditFilterForm } from '../api/get-audit-page';
import { AuditEntries } from '../../components/audit-entries';
import { AuditFilters } from './audit-filters';
import { useT } from '#client/i18n';

/** The security audit log: filters, 50 rows a page read from the server (Load More), CSV of the filtered log. */
export function AuditLogCard() {
  const t = useT();
  const [filter, setFilter] = useState<AuditFilterForm>(emptyAuditFilter);
  const log = useAuditPages(filter);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card aria-labelledby="security-audit-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1">
          <CardTitle id="security-audit-title">{t('admin.securityAuditLog')}</CardTitle>
          <CardDescription>{t('admin.everyChangeToStoreAnd')}</CardDescription>
        </div>
        <a href={auditCsvHref(filter)} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <Download aria-hidden="true" className="size-4" />
          {t('admin.exportCsv')}
        </a>
      </CardHeader>
      <CardContent className="space-y-4">
        <AuditFilters value={filter} onApply={setFilter} />
        {log.isError ? (
          <Alert tone="danger" role="alert">
            <p className="font-semibold">{t('admin.failedToLoadAuditLogs')}</p>
            <p>{errorMessage(log.error)}</p>
          </Alert>
        ) : log.isPending ? (
          <div className="space-y-2" role="status" aria-label={t('admin.loadingAuditLog')}>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-8 w-full" />
            ))}
          </div>
        ) : entries.length === 0 ? (
          <p className="py-8 text-center text-muted">{t('admin.noAuditLogsFound')}</p>
        ) : (
          <>
            <AuditEntries entries={entries} />
            <div className="flex items-center justify-between gap-3 text-sm text-muted">
              <span>
                {t('admin.shown', { countOf: countOf(entries.length, nouns.entry) })}
              </span>
              {log.hasNextPage ? (
                <Button variant="secondary" size="sm" onClick={() => void log.fetchNextPage()} isLoading={log.isFetchingNextPage}>
                  {t('admin.loadMore')}
                </Button>
              ) : null}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
