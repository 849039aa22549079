import { useTranslation } from 'react-i18next';
import type { GithubProfile } from '@/shared/schemas/github';
import { Avatar, AvatarFallback, AvatarImage } from '@/web/components/ui/avatar';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useAppearance } from '@/web/lib/appearance';
import { useFormatters } from '@/web/lib/use-formatters';

/** 'Perfil de Usuario': avatar, name or login, @login, bio, followers, following, repositories. */
export function ProfileCard({ profile }: { profile: GithubProfile }) {
  const { t } = useTranslation('github');
  const { number } = useFormatters();
  const { dataSaver } = useAppearance();
  const counts = [
    { label: t('profile.followers'), value: profile.followers },
    { label: t('profile.following'), value: profile.following },
    { label: t('profile.repositories'), value: profile.public_repos },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-4">
          <Avatar className="size-16">
            {!dataSaver && (
              <AvatarImage src={profile.avatar_url} alt={t('profile.avatar', { login: profile.login })} />
            )}
            <AvatarFallback className="text-xl">{profile.login.charAt(0).toUpperCase()}</AvatarFallback>
          </Avatar>
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold">{profile.name || profile.login}</p>
            <p className="truncate text-sm text-muted-foreground">@{profile.login}</p>
          </div>
        </div>
        {profile.bio && <p className="text-sm">{profile.bio}</p>}
        <dl className="grid grid-cols-3 gap-2 text-center">
          {counts.map((c) => (
            <div key={c.label} className="rounded-lg bg-muted px-2 py-3">
              <dd className="text-lg font-semibold tabular-nums">{number(c.value)}</dd>
              <dt className="text-xs text-muted-foreground">{c.label}</dt>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
