import { ExternalLink, Link2, Pencil, Trash2, Unlink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { GoogleEvent } from '@/shared/schemas/google-calendar';
import { ErrorState } from '@/web/components/block-states';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/lib/toast';
import { useFormatters } from '@/web/lib/use-formatters';
import { useConnectGoogle } from '../api/connect-google';
import { useDeleteGoogleEvent, useDisconnectGoogle, useGoogleEvents, useGoogleStatus } from '../api/google';

/** Back from Google: `?google=connected` says so once, `?google=error` says it failed. */
function useGoogleReturn() {
  const { t } = useTranslation('calendarPage');
  const [params, setParams] = useSearchParams();
  const outcome = params.get('google');
  useEffect(() => {
    if (outcome !== 'connected' && outcome !== 'error') return;
    if (outcome === 'connected') notify.success(t('google.connected'));
    else notify.error(t('calendar:errors.auth'));
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        out.delete('google');
        out.delete('error');
        return out;
      },
      { replace: true },
    );
  }, [outcome, setParams, t]);
}

interface ItemActions {
  onEdit: (e: GoogleEvent) => void;
  onDelete: (e: GoogleEvent) => void;
}

function GoogleEventItem({ event, onEdit, onDelete }: { event: GoogleEvent } & ItemActions) {
  const { t } = useTranslation('calendarPage');
  const format = useFormatters();
  const when = event.all_day
    ? // An all-day event's day, whatever the viewer's zone (its instant is 00:00 UTC of that day).
      `${format.date(`${event.start_at.slice(0, 10)}T12:00:00Z`)} · ${t('google.allDay')}`
    : `${format.dateTime(event.start_at)} – ${format.time(event.end_at)}`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-lg border p-3">
      <div className="grid min-w-0 gap-0.5 text-sm">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          <Badge variant="outline">{t('google.badge')}</Badge>
          <span className="break-words">{event.summary}</span>
        </span>
        <span className="text-muted-foreground">{when}</span>
        {event.location && <span className="text-muted-foreground">{event.location}</span>}
      </div>
      <div className="flex gap-1">
        {event.html_link && (
          <Button variant="ghost" size="icon" asChild>
            <a
              href={event.html_link}
              target="_blank"
              rel="noreferrer"
              aria-label={`${t('google.open')}: ${event.summary}`}
            >
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('google.editEvent', { summary: event.summary })}
          onClick={() => onEdit(event)}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('google.deleteEvent', { summary: event.summary })}
          onClick={() => onDelete(event)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** The next 30 days of Google events; mounted only while connected (its query lives with it). */
function GoogleAgenda(actions: ItemActions) {
  const { t } = useTranslation('calendarPage');
  const events = useGoogleEvents();
  return (
    <CardContent>
      {events.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : events.isError ? (
        <ErrorState size="sm" message={t('google.failed')} onRetry={() => void events.refetch()} />
      ) : events.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('google.empty')}</p>
      ) : (
        <ul className="grid gap-2" data-testid="google-events">
          {events.data.map((e) => (
            <GoogleEventItem key={e.id} event={e} {...actions} />
          ))}
        </ul>
      )}
    </CardContent>
  );
}

/**
 * /calendario's Google Calendar card (decision 0033), shown only when the portal has Google's
 * client set up: connect, or — connected — the next 30 days of the viewer's primary Google
 * calendar, marked as Google's, each editable (the page's dialog) and deletable, and disconnect.
 * Both destructive actions ask first.
 */
export function GoogleCalendarCard({ onEdit }: { onEdit: (e: GoogleEvent) => void }) {
  const { t } = useTranslation('calendarPage');
  useGoogleReturn();
  const status = useGoogleStatus();
  const connected = status.data?.connected === true;
  const connect = useConnectGoogle();
  const disconnect = useDisconnectGoogle();
  const remove = useDeleteGoogleEvent();
  const [confirmDisconnect, setConfirmDisconnect] = useState(false);
  const [toDelete, setToDelete] = useState<GoogleEvent | null>(null);

  if (!status.data?.configured) return null;
  return (
    <section aria-labelledby="google-calendar-title">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="grid gap-1">
              <CardTitle id="google-calendar-title" className="flex flex-wrap items-center gap-2">
                {t('google.title')}
                {connected && <Badge variant="success">{t('google.connected')}</Badge>}
              </CardTitle>
              <CardDescription>{connected ? t('google.upcoming') : t('google.description')}</CardDescription>
            </div>
            {connected ? (
              <Button variant="outline" onClick={() => setConfirmDisconnect(true)}>
                <Unlink aria-hidden="true" />
                {t('google.disconnect')}
              </Button>
            ) : (
              <Button loading={connect.isPending} onClick={() => connect.mutate()}>
                <Link2 aria-hidden="true" />
                {t('google.connect')}
              </Button>
            )}
          </div>
        </CardHeader>
        {connected && <GoogleAgenda onEdit={onEdit} onDelete={setToDelete} />}
        <ConfirmDialog
          open={confirmDisconnect}
          onOpenChange={setConfirmDisconnect}
          title={t('google.disconnectTitle')}
          description={t('google.disconnectDescription')}
          confirmLabel={t('google.disconnect')}
          loading={disconnect.isPending}
          onConfirm={() =>
            disconnect.mutate(undefined, {
              onSuccess: () => {
                setConfirmDisconnect(false);
                notify.success(t('google.disconnected'));
              },
            })
          }
        />
        <ConfirmDialog
          open={toDelete !== null}
          onOpenChange={(open) => !open && setToDelete(null)}
          title={t('google.deleteTitle')}
          description={t('google.deleteDescription', { summary: toDelete?.summary ?? '' })}
          confirmLabel={t('delete.confirm')}
          loading={remove.isPending}
          onConfirm={() =>
            toDelete &&
            remove.mutate(toDelete.id, {
              onSuccess: () => {
                setToDelete(null);
                notify.success(t('toast.deleted'));
              },
            })
          }
        />
      </Card>
    </section>
  );
}
