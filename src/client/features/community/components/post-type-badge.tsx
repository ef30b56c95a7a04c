import type { PostType } from '#shared/community/community.schemas';
import { Badge, type BadgeTone } from '#client/components/ui/badge';
import { t, type TextKey } from '#client/i18n';

/** Spec part 2 §9: important red, promotion blue, exchange green, general gray. */
const tones: Record<PostType, BadgeTone> = { important: 'red', promotion: 'blue', exchange: 'green', general: 'gray' };
const postTypeKeys = {
  general: 'community.typeGeneral',
  exchange: 'community.typeExchange',
  important: 'community.typeImportant',
  promotion: 'community.typePromotion',
} as const satisfies Record<PostType, TextKey>;

/** A post type's name in the language on screen. */
export const postTypeLabel = (type: PostType): string => t(postTypeKeys[type]);

export function PostTypeBadge({ type }: { type: PostType }) {
  return (
    <Badge tone={tones[type]} data-testid="post-type">
      {postTypeLabel(type)}
    </Badge>
  );
}
