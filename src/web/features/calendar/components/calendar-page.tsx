import { CalendarDays, Plus, Rss } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CalendarEvent } from '@/shared/schemas/calendar';
import type { GoogleEvent } from '@/shared/schemas/google-calendar';
import { EmptyState, ErrorState } from '@/web/components/block-states';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { useIsDesktopNav } from '@/web/lib/use-media-query';
import { useFormatters } from '@/web/lib/use-formatters';
import { useOnline } from '@/web/lib/use-online';
import { useViewer } from '@/web/lib/use-viewer';
import { useGoogleEvents, useGoogleStatus } from '../api/google';
import { useEvents } from '../api/list-events';
import { dayIn, shiftAnchor, viewWindow, type CalendarView, type Day } from '../lib/calendar-dates';
import { googleShown } from '../lib/google-shown';
import { periodTitle } from '../lib/period-title';
import { AgendaView } from './agenda-view';
import type { CalendarContext } from './calendar-context';
import { CalendarSkeleton, OfflineNotice } from './calendar-states';
import { CalendarToolbar } from './calendar-toolbar';
import { EventDetailsDialog } from './event-details-dialog';
import { EventFormDialog, type EventDraft } from './event-form-dialog';
import { FeedDialog } from './feed-dialog';
import { MonthView } from './month-view';
import { useCalendarActions } from './use-calendar-actions';
import { WeekView } from './week-view';

/** Google Calendar's card (decision 0033) loads after the calendar's first screen. */
const GoogleCalendarCard = lazy(() =>
  import('./google-calendar-card').then((m) => ({ default: m.GoogleCalendarCard })),
);
/** A Google event's edit dialog (decision 0040) loads when one is opened. */
const GoogleEventDialog = lazy(() =>
  import('./google-event-dialog').then((m) => ({ default: m.GoogleEventDialog })),
);

const VIEWS = new Set<string>(['month', 'week', 'agenda']);
const isView = (v: string | null): v is CalendarView => v !== null && VIEWS.has(v);
const isDay = (v: string | null): v is Day => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * /calendario: the events the viewer organises or attends, on their clock. Month by default from
 * 768 px, the agenda below; `?view=` and `?date=` keep the place. Create on a day or slot, open an
 * event for its details and actions, drag one's own to move it, subscribe from a calendar app.
 */
export function CalendarPage() {
  const { t } = useTranslation('calendarPage');
  const viewer = useViewer();
  const format = useFormatters();
  const { timeZone, language } = format.settings;
  const wide = useIsDesktopNav();
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const today = dayIn(Date.now(), timeZone);
  const viewParam = params.get('view');
  const dateParam = params.get('date');
  const view: CalendarView = isView(viewParam) ? viewParam : wide ? 'month' : 'agenda';
  const anchor: Day = isDay(dateParam) ? dateParam : today;
  const window = useMemo(() => viewWindow(view, anchor, timeZone), [view, anchor, timeZone]);
  const events = useEvents(window);
  const actions = useCalendarActions(timeZone, viewer?.id);

  const [draft, setDraft] = useState<EventDraft | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<CalendarEvent | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  const [googleEditing, setGoogleEditing] = useState<GoogleEvent | null>(null);
  const list = useMemo(() => events.data ?? [], [events.data]);
  const details = list.find((e) => e.id === detailsId) ?? null;
  // Connected to Google Calendar: its next 30 days show in the views beside the portal's events.
  const googleConnected = useGoogleStatus().data?.connected === true;
  const googleEvents = useGoogleEvents(googleConnected);
  const googleList = googleConnected ? googleEvents.data : undefined;
  const shown = useMemo(
    () => (googleList ? [...list, ...googleShown(googleList, list, timeZone)] : list),
    [list, googleList, timeZone],
  );

  const go = (next: { view?: CalendarView; date?: Day }) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next.view) out.set('view', next.view);
        if (next.date) out.set('date', next.date);
        return out;
      },
      { replace: true },
    );

  const ctx: CalendarContext = {
    timeZone,
    language,
    today,
    viewerId: viewer?.id,
    time: format.time,
    canChange: (e) => !e.google && e.can.update,
    open: (e) => (e.google ? setGoogleEditing(e.google) : setDetailsId(e.id)),
    create: (day, time) => setDraft({ day, time }),
    move: (id, day, time) => {
      const event = list.find((e) => e.id === id);
      if (event && ctx.canChange(event)) actions.moveEvent(event, day, time);
    },
  };
  const createButton = (
    <Button onClick={() => setDraft({ day: anchor === today ? today : anchor })}>
      <Plus aria-hidden="true" />
      {t('create')}
    </Button>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Button variant="outline" onClick={() => setFeedOpen(true)}>
              <Rss aria-hidden="true" />
              {t('subscribe')}
            </Button>
            {createButton}
          </>
        }
      />
      {!online && <OfflineNotice />}
      <CalendarToolbar
        title={periodTitle(view, anchor, language)}
        view={view}
        onView={(v) => go({ view: v })}
        onStep={(step) => go({ view, date: shiftAnchor(view, anchor, step) })}
        onToday={() => go({ view, date: today })}
      />
      {events.isPending ? (
        <CalendarSkeleton list={view === 'agenda'} />
      ) : events.isError && !events.data ? (
        <ErrorState
          message={t('loadFailed')}
          onRetry={() => void events.refetch()}
          retrying={events.isFetching}
        />
      ) : (
        <>
          {shown.length === 0 && (
            <EmptyState icon={CalendarDays} size={view === 'agenda' ? 'md' : 'sm'} action={createButton}>
              {t('empty')}
            </EmptyState>
          )}
          {view === 'month' && (
            <MonthView
              anchor={anchor}
              events={shown}
              ctx={ctx}
              onShowDay={(day) => go({ view: 'week', date: day })}
            />
          )}
          {view === 'week' && <WeekView anchor={anchor} events={shown} ctx={ctx} />}
          {view === 'agenda' && <AgendaView anchor={anchor} events={shown} ctx={ctx} />}
        </>
      )}
      <p className="text-xs text-muted-foreground">{t('zone', { zone: timeZone })}</p>
      <Suspense fallback={null}>
        <GoogleCalendarCard onEdit={setGoogleEditing} />
      </Suspense>
      {googleEditing && (
        <Suspense fallback={null}>
          <GoogleEventDialog
            event={googleEditing}
            timeZone={timeZone}
            onClose={() => setGoogleEditing(null)}
          />
        </Suspense>
      )}
      <EventFormDialog draft={draft} timeZone={timeZone} onOpenChange={(open) => !open && setDraft(null)} />
      <EventDetailsDialog
        event={details}
        ctx={ctx}
        responding={actions.responding}
        onClose={() => setDetailsId(null)}
        onEdit={(e) => {
          setDetailsId(null);
          setDraft({ event: e });
        }}
        onDelete={(e) => {
          setDetailsId(null);
          setToDelete(e);
        }}
        onRespond={actions.respondTo}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('delete.title')}
        description={t('delete.description', { summary: toDelete?.summary ?? '' })}
        confirmLabel={t('delete.confirm')}
        loading={actions.deleting}
        onConfirm={() => toDelete && actions.deleteEvent(toDelete, () => setToDelete(null))}
      />
      <FeedDialog open={feedOpen} onOpenChange={setFeedOpen} />
    </div>
  );
}
