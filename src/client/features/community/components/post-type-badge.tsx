import type { PostType } from '#shared/community/community.schemas';
import { Badge, type BadgeTone } from '#client/components/ui/badge';

/** Spec part 2 §9: important red, promotion blue, exchange green, general gray. */
const tones: Record<PostType, BadgeTone> = { important: 'red', promotion: 'blue', exchange: 'green', general: 'gray' };
export const postTypeLabels: Record<PostType, string> = { general: 'General', exchange: 'Exchange', important: 'Important', promotion: 'Promotion' };

export function PostTypeBadge({ type }: { type: PostType }) {
  return (
    <Badge tone={tones[type]} data-testid="post-type">
      {postTypeLabels[type]}
    </Badge>
  );
}
