import { WifiOff } from 'lucide-react';
import { BrandLogo } from '#client/components/brand-logo';

/** The app opened without a connection: nothing of the store can be shown until it is back. */
export function OfflineScreen() {
  return (
    <div className="mx-auto flex min-h-svh max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <BrandLogo />
      <div role="status" data-testid="offline-banner" className="flex flex-col items-center gap-3 rounded-lg border border-yellow-300 bg-yellow-50 p-6 text-yellow-900">
        <WifiOff aria-hidden="true" className="size-8" />
        <h1 className="text-xl font-semibold">You are offline</h1>
        <p className="text-sm">Corner Store needs a connection to show your store. It will load by itself as soon as you are back online.</p>
      </div>
    </div>
  );
}
