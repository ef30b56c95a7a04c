import { ArrowLeft } from 'lucide-react';
import { PublicLayout } from './components/public-layout';
import { buttonPrimary } from './components/styles';
import { usePageLanguage } from './texts';

/** Served with status 404 for any unknown path. */
export function NotFoundPage() {
  const { texts, href } = usePageLanguage();
  return (
    <PublicLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
        <p className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl">404</p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">{texts.notFound.title}</h1>
        <p className="mt-4 text-lg leading-8 text-slate-600">
          {texts.notFound.text}
        </p>
        <a href={href('/')} className={`${buttonPrimary} mt-8 px-6 py-3 text-base`}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {texts.notFound.returnHome}
        </a>
      </section>
    </PublicLayout>
  );
}
