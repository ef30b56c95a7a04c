import { useState } from 'react';
import { initialsOf } from '#shared/customers/customer.schemas';
import { cn } from '#client/lib/cn';

const sizes = { sm: 'size-10 text-sm', md: 'size-14 text-base', lg: 'size-24 text-2xl' } as const;

/** A person's photo (customer, employee) (private URL, same-origin cookie) or the initials of the first two name words. */
export function PersonAvatar({ name, photoUrl, size = 'sm', className }: { name: string; photoUrl: string | null; size?: keyof typeof sizes; className?: string }) {
  const [failed, setFailed] = useState(false);
  const frame = cn('shrink-0 rounded-full', sizes[size], className);
  if (photoUrl && !failed) {
    return <img src={photoUrl} alt="" className={cn(frame, 'object-cover')} onError={() => setFailed(true)} loading="lazy" />;
  }
  return (
    <span aria-hidden="true" className={cn(frame, 'inline-flex items-center justify-center bg-brand-100 font-semibold text-brand-800')}>
      {initialsOf(name) || '?'}
    </span>
  );
}
