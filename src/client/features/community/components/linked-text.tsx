import { splitLinks } from '#shared/community/community-rules';
import { cn } from '#client/lib/cn';

/** Text as text (never HTML), line breaks kept, http(s) links clickable and opened safely. */
export function LinkedText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={cn('whitespace-pre-wrap break-words', className)}>
      {splitLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline" onClick={(e) => e.stopPropagation()}>
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
