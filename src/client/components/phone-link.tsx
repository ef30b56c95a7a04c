import { telLink } from '#shared/phone/phone';
import { useFormatPhone } from '#client/lib/use-phone';

/** A stored phone shown in the store's national format, a tel: link from its E.164 form; a number kept as typed is plain text. */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  const format = useFormatPhone();
  const href = telLink(phone);
  if (!href) return <span data-testid="phone-number">{phone}</span>;
  return (
    <a href={href} className={className} data-testid="phone-number">
      {format(phone)}
    </a>
  );
}
