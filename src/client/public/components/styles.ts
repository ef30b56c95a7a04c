/** Shared Tailwind class strings of the public pages (kept literal so Tailwind sees them). */
export const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors';

export const buttonPrimary = `${buttonBase} bg-brand-700 text-white shadow-sm hover:bg-brand-800`;
export const buttonSecondary = `${buttonBase} border border-line bg-white text-ink shadow-sm hover:bg-canvas`;
export const buttonOnDark = `${buttonBase} bg-white text-brand-800 shadow-sm hover:bg-brand-50`;
export const buttonDisabled = `${buttonBase} cursor-not-allowed border border-line bg-canvas text-slate-500`;

export const eyebrow = 'text-sm font-semibold uppercase tracking-wider text-brand-700';
export const textLink = 'font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';
