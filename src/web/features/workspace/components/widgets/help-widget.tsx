import { ChevronRight, LifeBuoy, Mail, Settings, User, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/utils';
import { usePublicConfig } from '@/web/lib/api/get-public-config';
import { paths } from '@/shared/paths';
import { WidgetFrame } from './widget-frame';

const LINKS: Array<{ id: 'support' | 'settings' | 'profile'; href: string; icon: LucideIcon }> = [
  { id: 'support', href: paths.app.support.getHref(), icon: LifeBuoy },
  { id: 'settings', href: paths.app.settings.getHref(), icon: Settings },
  { id: 'profile', href: paths.app.profile.getHref(), icon: User },
];

const rowClass =
  'flex min-h-11 items-center gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** Where to get help: support, settings, profile, and the agency's support e-mail. */
export function HelpWidget({ wide }: { wide: boolean }) {
  const { t } = useTranslation('workspace');
  return (
    <WidgetFrame widget="help" title={t('widgets.help.name')} icon={LifeBuoy} wide={wide}>
      <ul className={cn('grid gap-2', wide && 'lg:grid-cols-2')}>
        {LINKS.map(({ id, href, icon: Icon }) => (
          <li key={id}>
            <Link to={href} className={rowClass}>
              <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="grid min-w-0 flex-1">
                <span className="font-medium">{t(`widgets.help.links.${id}`)}</span>
                <span className="text-xs text-muted-foreground">{t(`widgets.help.hints.${id}`)}</span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            </Link>
          </li>
        ))}
        <li>
          <SupportEmail />
        </li>
      </ul>
    </WidgetFrame>
  );
}

function SupportEmail() {
  const { t } = useTranslation('workspace');
  const { data, isPending, isError, refetch, isRefetching } = usePublicConfig();
  if (isPending) return <Skeleton className="h-[62px] w-full" />;
  if (isError || !data) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed p-3 text-sm"
      >
        <span>{t('widgets.help.emailFailed')}</span>
        <Button variant="outline" size="sm" onClick={() => void refetch()} loading={isRefetching}>
          {t('states.retry')}
        </Button>
      </div>
    );
  }
  return (
    <a href={`mailto:${data.supportEmail}`} className={rowClass}>
      <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="grid min-w-0 flex-1">
        <span className="font-medium">{t('widgets.help.email')}</span>
        <span className="truncate text-xs text-muted-foreground">{data.supportEmail}</span>
      </span>
    </a>
  );
}
