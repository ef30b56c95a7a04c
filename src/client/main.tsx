import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { sessionQueryOptions } from '#client/lib/auth/session';
import { AppErrorBoundary } from '#client/app/crash-screen';
import { createQueryClient } from '#client/app/query-client';
import { createAppRouter } from '#client/app/router';
import { AppToaster } from '#client/app/toaster';
import './styles.css';

const queryClient = createQueryClient();
// Every SPA screen needs the session: start loading it while the route's code downloads.
void queryClient.prefetchQuery(sessionQueryOptions());
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AppToaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
