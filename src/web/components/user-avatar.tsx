import { initialOf } from '@/shared/domain/profile';
import type { Profile } from '@/shared/schemas/profile';
import { useAppearance } from '@/web/lib/appearance';
import { cn } from '@/web/lib/utils';
import { Avatar, AvatarFallback, AvatarImage } from './ui/avatar';

type AvatarUser = Pick<Profile, 'full_name' | 'email' | 'avatar_url' | 'has_real_avatar'>;

/** The user's picture when it is a real avatar, else the first letter of name or e-mail (SPEC §2). */
export function UserAvatar({ user, className, previewUrl }: { user: AvatarUser; className?: string; previewUrl?: string | null }) {
  const { dataSaver } = useAppearance();
  // With data saver on, no external image is downloaded (a preview the user asked for still is).
  const src = previewUrl !== undefined ? previewUrl : user.has_real_avatar && !dataSaver ? user.avatar_url : null;
  return (
    <Avatar className={cn(className)}>
      {src && <AvatarImage src={src} alt="" referrerPolicy="no-referrer" />}
      <AvatarFallback delayMs={src ? 400 : 0}>{initialOf(user.full_name, user.email)}</AvatarFallback>
    </Avatar>
  );
}
