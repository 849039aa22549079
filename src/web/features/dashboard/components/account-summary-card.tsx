import { CalendarDays, ShieldAlert, ShieldCheck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Profile } from '@/shared/schemas/profile';
import { UserAvatar } from '@/web/components/user-avatar';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { paths } from '@/shared/paths';
import { useFormatters } from '@/web/lib/use-formatters';

/** Who is signed in: role, member since and the state of two-step verification. */
export function AccountSummaryCard({ user }: { user: Profile }) {
  const { t } = useTranslation('dashboard');
  const format = useFormatters();
  const name = user.full_name.trim() || t('shell:user.defaultName');
  return (
    <Card className="h-full min-w-0">
      <CardHeader>
        <CardTitle>{t('account.title')}</CardTitle>
        <CardDescription>{t('account.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-5">
        <div className="flex items-center gap-4">
          <UserAvatar user={user} className="size-14 text-lg" />
          <div className="min-w-0">
            <p className="truncate font-semibold">{name}</p>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          </div>
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div className="rounded-lg border p-3">
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <UserRound className="size-4 shrink-0" aria-hidden="true" />
              {t('account.role')}
            </dt>
            <dd className="mt-1 font-medium">{t(`shell:user.roles.${user.role}`)}</dd>
          </div>
          <div className="rounded-lg border p-3">
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
              {t('account.memberSince')}
            </dt>
            <dd className="mt-1 font-medium first-letter:uppercase">
              <time dateTime={user.created_at} title={format.date(user.created_at)}>
                {format.monthYear(user.created_at)}
              </time>
            </dd>
          </div>
          <div className="rounded-lg border p-3">
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              {user.two_factor_enabled ? (
                <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
              ) : (
                <ShieldAlert className="size-4 shrink-0" aria-hidden="true" />
              )}
              {t('account.twoFactor')}
            </dt>
            <dd className="mt-1">
              {user.two_factor_enabled ? (
                <Badge variant="success">{t('account.twoFactorOn')}</Badge>
              ) : (
                <Badge variant="warning">{t('account.twoFactorOff')}</Badge>
              )}
            </dd>
          </div>
        </dl>
        {!user.two_factor_enabled && (
          <div className="flex flex-col gap-3 rounded-lg bg-warning-soft p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
            <p className="text-foreground">{t('account.twoFactorAdvice')}</p>
            <Button asChild size="sm" variant="outline" className="shrink-0">
              <Link to={paths.app.settings.getHref('seguridad')}>{t('account.twoFactorAction')}</Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
