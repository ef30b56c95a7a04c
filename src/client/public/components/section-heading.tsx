import type { ReactNode } from 'react';
import { eyebrow } from './styles';

type SectionHeadingProps = { id: string; kicker?: string; title: string; children?: ReactNode };

/** Centered kicker, h2 and lead paragraph; the h2 id labels its section. */
export function SectionHeading({ id, kicker, title, children }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {kicker && <p className={eyebrow}>{kicker}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-4 text-lg leading-8 text-pretty text-slate-600">{children}</p>}
    </div>
  );
}
