import { paths } from './paths';
import { useT } from '#client/i18n';

/** Any path the SPA does not know (the landing page is a separate page: a full page load). */
export function NotFoundPage() {
  const t = useT();
  return (
    <main className="flex min-h-svh items-center justify-center bg-canvas p-4">
      <div className="text-center">
        <p className="text-5xl font-bold text-brand-700">404</p>
        <h1 className="mt-3 text-xl font-semibold text-ink">{t('app.oopsPageNotFound')}</h1>
        <a href={paths.home} className="mt-4 inline-block font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
          {t('app.returnToHome')}
        </a>
      </div>
    </main>
  );
}
