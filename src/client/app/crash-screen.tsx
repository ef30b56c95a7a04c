import { Component, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useRouteError } from 'react-router';
import { reportClientError } from '#client/lib/report-client-error';
import { Button } from '#client/components/ui/button';
import { paths } from './paths';
import { useT } from '#client/i18n';

/** The generic crash screen (spec part 1 §2, §8). It reports the error so 'This has been logged' is true. */
export function CrashScreen({ error }: { error: unknown }) {
  const t = useT();
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    reportClientError(error);
  }, [error]);
  return (
    <main role="alert" className="flex min-h-svh items-center justify-center bg-canvas p-4">
      <div className="w-full max-w-md rounded-xl border border-line bg-surface p-6 text-center shadow-sm">
        <TriangleAlert aria-hidden="true" className="mx-auto size-10 text-danger" />
        <h1 className="mt-3 text-xl font-semibold text-ink">{t('app.somethingWentWrong')}</h1>
        <p className="mt-2 text-muted">
          {t('app.weEncounteredAnUnexpectedError')}
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button onClick={() => window.location.reload()}>{t('app.reloadPage')}</Button>
          <Button variant="secondary" onClick={() => window.location.assign(paths.home)}>
            {t('app.goToHome')}
          </Button>
        </div>
      </div>
    </main>
  );
}

/** The router's error element: anything thrown while rendering or loading a route. */
export function RouteCrashScreen() {
  return <CrashScreen error={useRouteError()} />;
}

/** Last line of defence around the whole app (errors outside the router). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    // eslint-disable-next-line messages/no-literal-message -- never shown: the crash screen shows catalogue texts, the message goes to the crash report
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo) {
    // Reported by the crash screen itself.
  }

  override render() {
    return this.state.error ? <CrashScreen error={this.state.error} /> : this.props.children;
  }
}
