import { PublicLayout } from '../components/public-layout';
import { fill, usePageLanguage } from '../texts';
import { Blocks, RichText } from '../texts/rich-text';

type LegalBlocks = readonly (string | readonly string[])[];

/** A legal text as the catalogue holds it (texts/<language>/terms.ts, privacy.ts). */
export type LegalText = {
  title: string;
  intro: string;
  sections: { readonly [id: string]: { title: string; body: LegalBlocks } };
};

const prose =
  'text-base leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800 [&_li]:mt-2 [&_li]:pl-1 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_li::marker]:text-slate-400';

/** Title band, table of contents and numbered sections of the terms and the privacy policy. */
export function LegalLayout({ legal }: { legal: LegalText }) {
  const { common } = usePageLanguage().texts;
  const sections = Object.entries(legal.sections).map(([id, section]) => ({ id, ...section }));
  return (
    <PublicLayout>
      <div className="border-b border-line bg-white">
        <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{common.legal}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight break-words text-ink sm:text-5xl">{legal.title}</h1>
          <p className="mt-4 text-sm text-slate-600">{fill(common.lastUpdated, { date: common.legalLastUpdated })}</p>
        </div>
      </div>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <div className={`${prose} text-lg [&_p:first-child]:mt-0`}>
          <p>
            <RichText text={legal.intro} />
          </p>
        </div>
        <nav aria-labelledby="toc-title" className="mt-10 rounded-2xl border border-line bg-white p-6">
          <h2 id="toc-title" className="text-sm font-semibold tracking-wider text-slate-600 uppercase">
            {common.onThisPage}
          </h2>
          <ol className="mt-4 grid gap-x-8 gap-y-1 text-sm sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="flex gap-2 py-1 text-slate-700 hover:text-brand-700">
                  <span className="w-5 shrink-0 text-right text-slate-500 tabular-nums">{index + 1}.</span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-12 scroll-mt-24">
            <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-ink">
              {index + 1}. {section.title}
            </h2>
            <div className={prose}>
              <Blocks blocks={section.body} />
            </div>
          </section>
        ))}
      </article>
    </PublicLayout>
  );
}
