import { useState } from 'react';
import { initialsOf } from '#shared/customers/customer.schemas';

/** The customer's photo (private URL, same-origin cookie) or the initials of the first two name words. */
export function ReportAvatar({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  const [failed, setFailed] = useState(false);
  if (photoUrl && !failed) {
    return <img src={photoUrl} alt="" className="size-10 shrink-0 rounded-full object-cover" onError={() => setFailed(true)} loading="lazy" />;
  }
  return (
    <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-sm font-semibold text-red-800">
      {initialsOf(name) || '?'}
    </span>
  );
}
