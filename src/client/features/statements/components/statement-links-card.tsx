import { formatDateTimeLong } from '#shared/dates';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { errorMessage } from '#client/lib/error-messages';
import { toast } from 'sonner';
import { statementLinksTexts as t } from '#client/texts/statements';
import { useStatementLinks } from '../api/list-statement-links';
import { useRevokeStatementLink } from '../api/revoke-statement-link';

/** The owner's list of a customer's statement links: when, by whom, expiry, last opened; revoke. */
export function StatementLinksCard({ customerId, timeZone }: { customerId: string; timeZone: string }) {
  const links = useStatementLinks(customerId);
  const revoke = useRevokeStatementLink(customerId);
  if (!links.data || links.data.links.length === 0) return null;
  const when = (iso: string | null) => (iso ? formatDateTimeLong(iso, timeZone) : null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-line" aria-label={t.title}>
          {links.data.links.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div>
                <p>
                  <strong>{t.status[link.status]}</strong> · {t.made(when(link.createdAt), link.createdByName)}
                </p>
                <p className="text-muted">{t.expiry(when(link.expiresAt), when(link.lastOpenedAt))}</p>
              </div>
              {link.status === 'active' ? (
                <Button
                  variant="secondary"
                  size="sm"
                  isLoading={revoke.isPending && revoke.variables === link.id}
                  onClick={() => revoke.mutate(link.id, { onSuccess: () => toast.success(t.revoked), onError: (e) => toast.error(t.revokeFailed, { description: errorMessage(e) }) })}
                >
                  {t.revoke}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
