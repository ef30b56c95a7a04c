import { formatDateTimeLong } from '#shared/dates';
import type { StatementLink } from '#shared/statements/statement-link.schemas';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { errorMessage } from '#client/lib/error-messages';
import { toast } from 'sonner';
import { useStatementLinks } from '../api/list-statement-links';
import { useRevokeStatementLink } from '../api/revoke-statement-link';

const statusText: Record<StatementLink['status'], string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

/** The owner's list of a customer's statement links: when, by whom, expiry, last opened; revoke. */
export function StatementLinksCard({ customerId, timeZone }: { customerId: string; timeZone: string }) {
  const links = useStatementLinks(customerId);
  const revoke = useRevokeStatementLink(customerId);
  if (!links.data || links.data.links.length === 0) return null;
  const when = (iso: string | null) => (iso ? formatDateTimeLong(iso, timeZone) : 'Never');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Statement links</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-line" aria-label="Statement links">
          {links.data.links.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div>
                <p>
                  <strong>{statusText[link.status]}</strong> · made {when(link.createdAt)} by {link.createdByName ?? 'Store'}
                </p>
                <p className="text-muted">
                  Expires {when(link.expiresAt)} · last opened {when(link.lastOpenedAt)}
                </p>
              </div>
              {link.status === 'active' ? (
                <Button
                  variant="secondary"
                  size="sm"
                  isLoading={revoke.isPending && revoke.variables === link.id}
                  onClick={() => revoke.mutate(link.id, { onSuccess: () => toast.success('Link revoked'), onError: (e) => toast.error('Failed to revoke link', { description: errorMessage(e) }) })}
                >
                  Revoke
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
