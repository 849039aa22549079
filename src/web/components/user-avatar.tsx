import { initialOf } from '@/shared/domain/profile';
import type { Profile } from '@/shared/schemas/profile';
import { useAppearance } from '@/web/lib/appearance';
import { cn } from '@/web/lib/utils';
import { Avatar, AvatarFallback, AvatarImage } from './ui/avatar';

type AvatarUser = Pick<Profile, 'full_name' | 'email' | 'avatar_url' | 'has_real_avatar'>;

/** docs/product.md#screens-and-navigation avatar ring statuses. */
export type AvatarRing = 'online' | 'offline' | 'admin' | 'client' | 'default';

const RING_CLASS: Record<AvatarRing, string> = {
  online: 'ring-2 ring-emerald-500 ring-offset-2 ring-offset-background',
  offline: 'ring-2 ring-slate-400 ring-offset-2 ring-offset-background',
  admin: 'ring-2 ring-primary ring-offset-2 ring-offset-background',
  client: 'ring-2 ring-sky-500 ring-offset-2 ring-offset-background',
  default: '',
};

/**
 * The user's picture when it is a real avatar, else the first letter of name or e-mail (docs/product.md#screens-and-navigation),
 * with an optional status ring.
 */
export function UserAvatar({
  user,
  className,
  previewUrl,
  ring = 'default',
}: {
  user: AvatarUser;
  className?: string;
  previewUrl?: string | null;
  ring?: AvatarRing;
}) {
  const { dataSaver } = useAppearance();
  // With data saver on, no external image is downloaded (a preview the user asked for still is).
  const src =
    previewUrl !== undefined ? previewUrl : user.has_real_avatar && !dataSaver ? user.avatar_url : null;
  return (
    <Avatar className={cn(RING_CLASS[ring], className)} data-ring={ring}>
      {src && <AvatarImage src={src} alt="" referrerPolicy="no-referrer" />}
      {/* Without a picture the initial is there from the server's markup on (a delay, even of 0 ms,
        would hide it until the page runs); with one, it waits 400 ms for the picture. */}
      <AvatarFallback delayMs={src ? 400 : undefined}>{initialOf(user.full_name, user.email)}</AvatarFallback>
    </Avatar>
  );
}
