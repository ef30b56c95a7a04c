import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { errorMessage } from '#client/lib/error-messages';
import { useCurrentStore } from './api/get-current-store';
import { StoreSettingsForm } from './store-settings-form';
import { useT } from '#client/i18n';

/** /dashboard/store (owner only; the route wraps it in the owner guard). */
export function StoreSettingsPage() {
  const t = useT();
  const store = useCurrentStore();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('stores.storeSettings')}</h1>
      <Card aria-labelledby="store-details-title">
        <CardHeader>
          <CardTitle id="store-details-title">{t('stores.storeDetails')}</CardTitle>
          <CardDescription>{t('stores.yourStoreSNamePhone')}</CardDescription>
        </CardHeader>
        <CardContent>
          {store.data ? (
            <StoreSettingsForm key={store.data.id} store={store.data} />
          ) : store.isError ? (
            <Alert tone="danger" role="alert" className="space-y-3">
              <p className="font-semibold">{t('stores.failedToLoadStoreSettings')}</p>
              <p>{errorMessage(store.error)}</p>
              <Button variant="secondary" onClick={() => store.refetch()} isLoading={store.isFetching}>
                {t('stores.retry')}
              </Button>
            </Alert>
          ) : (
            <div className="space-y-4" role="status" aria-label={t('stores.loadingStoreSettings')}>
              {[0, 1, 2, 3].map((row) => (
                <div key={row} className="space-y-2">
                  <Skeleton className="h-4 w-24" />
                  <Skeleton className="h-10 w-full" />
                </div>
              ))}
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
