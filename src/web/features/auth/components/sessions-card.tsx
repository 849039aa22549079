import { Laptop, LogOut, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useFormatters } from '@/web/lib/use-formatters';
import { notify } from '@/web/lib/toast';
import { useSessions, type ActiveSession } from '../api/list-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { describeUserAgent } from '../user-agent';

function DeviceIcon({ kind }: { kind: 'mobile' | 'tablet' | 'desktop' }) {
  const Icon = kind === 'mobile' ? Smartphone : kind === 'tablet' ? Tablet : Laptop;
  return <Icon className="size-5 text-muted-foreground" aria-hidden="true" />;
}

/** Active sessions (device, IP, started), the current one marked; end one or all others. */
export function SessionsCard() {
  const { t } = useTranslation('auth');
  const format = useFormatters();
  const { data: sessions, isPending, isError, refetch } = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [confirmOthers, setConfirmOthers] = useState(false);
  const others = sessions?.filter((s) => !s.current) ?? [];

  const endSession = (session: ActiveSession) =>
    revoke.mutate({ id: session.id }, { onSuccess: () => notify.success(t('sessions.ended')) });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('sessions.title')}</CardTitle>
        <CardDescription>{t('sessions.description')}</CardDescription>
        {others.length > 0 && (
          <CardAction>
            <Button variant="outline" size="sm" onClick={() => setConfirmOthers(true)}>
              <LogOut aria-hidden="true" />
              {t('sessions.endOthers')}
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : isError ? (
          <div className="flex flex-col items-start gap-3 text-sm">
            <p className="text-muted-foreground">{t('sessions.loadError')}</p>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              {t('sessions.retry')}
            </Button>
          </div>
        ) : (
          <ul className="divide-y rounded-lg border">
            {sessions.map((session) => {
              const device = describeUserAgent(session.user_agent);
              return (
                <li key={session.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                  <div className="flex min-w-0 flex-1 items-start gap-3">
                    <DeviceIcon kind={device.kind} />
                    <div className="min-w-0 space-y-0.5">
                      <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                        {device.browser && device.os
                          ? t('sessions.device', { browser: device.browser, os: device.os })
                          : (device.browser ?? device.os ?? t('sessions.unknownDevice'))}
                        {session.current && <Badge variant="success">{t('sessions.current')}</Badge>}
                      </p>
                      <p className="text-xs text-muted-foreground">
                        {t('sessions.meta', {
                          ip: session.ip_address ?? t('sessions.unknownIp'),
                          date: format.dateTime(session.created_at),
                        })}
                      </p>
                    </div>
                  </div>
                  {!session.current && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="self-start text-destructive-text hover:text-destructive-text sm:self-center"
                      loading={revoke.isPending && revoke.variables?.id === session.id}
                      onClick={() => endSession(session)}
                    >
                      {t('sessions.end')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirmOthers}
        onOpenChange={setConfirmOthers}
        title={t('sessions.confirmTitle')}
        description={t('sessions.confirmDescription', { count: others.length })}
        confirmLabel={t('sessions.endOthers')}
        loading={revokeOthers.isPending}
        onConfirm={() =>
          revokeOthers.mutate(undefined, {
            onSuccess: () => {
              setConfirmOthers(false);
              notify.success(t('sessions.othersEnded'));
            },
          })
        }
      />
    </Card>
  );
}
