import type { ReactNode } from 'react';

type MockupFrameProps = { address: string; label: string; children: ReactNode };

/**
 * A browser-window frame around an illustrative mock-up. The content is one image to assistive
 * technology (role="img" with a label), so its sample names are not read out as real data.
 */
export function MockupFrame({ address, label, children }: MockupFrameProps) {
  return (
    <div role="img" aria-label={label} className="h-full overflow-hidden rounded-xl border border-line bg-white shadow-lg shadow-slate-900/5">
      <div className="flex items-center gap-3 border-b border-line bg-canvas px-4 py-2.5">
        <span aria-hidden="true" className="flex gap-1.5">
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
        </span>
        <span className="min-w-0 flex-1 truncate rounded-md border border-line bg-white px-2.5 py-1 text-xs text-slate-500">
          {address}
        </span>
      </div>
      <div className="p-4">{children}</div>
    </div>
  );
}

/** Two-letter avatar standing in for a customer photo. */
export function Avatar({ initials, tone }: { initials: string; tone: string }) {
  return (
    <span aria-hidden="true" className={`flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${tone}`}>
      {initials}
    </span>
  );
}

export function Badge({ children, tone }: { children: ReactNode; tone: string }) {
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{children}</span>;
}
