import { site } from '../site';
import { usePageLanguage } from '../texts';

/** The store-front mark and word mark, as in the favicon. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#047857" />
      <path d="M8 13h16l-1.5-5h-13zM9 15v9h14v-9" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      <rect x="14" y="18" width="4" height="6" fill="#fff" />
    </svg>
  );
}

export function Logo() {
  const { href } = usePageLanguage();
  return (
    <a href={href('/')} className="inline-flex shrink-0 items-center gap-2 rounded-md text-base font-bold tracking-tight text-ink sm:gap-2.5 sm:text-lg">
      <LogoMark className="size-7 sm:size-8" />
      <span>{site.name}</span>
    </a>
  );
}
