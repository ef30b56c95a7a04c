import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { sessionQueryOptions } from '#client/lib/auth/session';
import { AppErrorBoundary } from '#client/app/crash-screen';
import { createQueryClient } from '#client/app/query-client';
import { createAppRouter } from '#client/app/router';
import { AppToaster } from '#client/app/toaster';
import { registerServiceWorker } from '#client/pwa/service-worker-registration';
import { UpdatePrompt } from '#client/pwa/update-prompt';
import { installDeviceData } from '#client/lib/offline-queue/device-data';
import { initialLanguage, loadLanguage } from '#client/i18n';
import './styles.css';

// Opened offline (the cached shell), queries wait for the connection and run when it is back.
onlineManager.setOnline(navigator.onLine);
const queryClient = createQueryClient();
// What the device keeps to open offline: the session, the customers, the cash log (decision 051).
installDeviceData(queryClient);
// Every SPA screen needs the session: start loading it while the route's code downloads.
void queryClient.prefetchQuery(sessionQueryOptions());
const router = createAppRouter();
// The installable app (issue 12): only the built app has a service worker (/sw.js).
if (import.meta.env.PROD) registerServiceWorker();

const container = document.getElementById('root');
// eslint-disable-next-line messages/no-literal-message -- never shown: the page has no app to show it in
if (!container) throw new Error('#root is missing from index.html');

// The words first (one request for the person's language, decision 059), then the app.
await loadLanguage(initialLanguage());
createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AppToaster />
        <UpdatePrompt />
      </QueryClientProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
