import { drawerStatus } from '#shared/daily-logs/reconciliation';
import { Badge, type BadgeTone } from '#client/components/ui/badge';
import { drawerText } from '../net-credit';

const tones = { balanced: 'green', over: 'blue', short: 'red' } as const satisfies Record<string, BadgeTone>;

/** Balanced, Over $x or Short $x (ADR 011: labelled by what the drawer holds). */
export function DrawerBadge({ balanceCents }: { balanceCents: number }) {
  return <Badge tone={tones[drawerStatus(balanceCents)]} className="whitespace-nowrap">{drawerText(balanceCents)}</Badge>;
}
