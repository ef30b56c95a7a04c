import { Bell, ChevronDown, MessageCircle, MessageSquare } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { Customer } from '#shared/customers/customer.schemas';
import { buttonClasses } from '#client/components/ui/button';
import { reminderLinks } from '../remind-message';
import { useT } from '#client/i18n';
import { useCustomerTexts } from '#client/lib/customer-texts';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2.5 text-sm text-ink outline-none data-[highlighted]:bg-slate-100';

/** Remind (balance > 0): send the balance by WhatsApp or SMS from this device. */
export function RemindMenu({ customer, storeName }: { customer: Customer; storeName: string }) {
  const t = useT();
  const customerTexts = useCustomerTexts(customer.language);
  const links = reminderLinks(customer.phone, {
    customerName: customer.name,
    storeName,
    balanceCents: customer.creditBalanceCents,
  }, customerTexts);
  if (!links) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClasses({ variant: 'secondary' })}>
        <Bell aria-hidden="true" className="size-4" />
        {t('customers.remind')}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-50 min-w-48 rounded-lg border border-line bg-surface p-1 shadow-lg"
        >
          <DropdownMenu.Item asChild className={itemClasses}>
            <a href={links.whatsApp} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" className="size-4 text-green-700" />
              {t('customers.whatsappReminder')}
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClasses}>
            <a href={links.sms}>
              <MessageSquare aria-hidden="true" className="size-4 text-blue-700" />
              {t('customers.smsReminder')}
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
