import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AssistantActionInput } from '@/shared/schemas/assistant-actions';
import { useFormatters } from '@/web/lib/use-formatters';

type Meeting = Extract<AssistantActionInput, { kind: 'bookMeeting' }>;

/** A meeting the assistant offers: subject, when (in the viewer's zone), project, guests, and who is busy then. */
export function MeetingDetails({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('assistant');
  const format = useFormatters();
  const minutes = Math.round((Date.parse(meeting.end_at) - Date.parse(meeting.start_at)) / 60_000);
  const busy = meeting.busy.map((b) => (b.you ? t('ui.action.you') : (b.name ?? '')));
  return (
    <>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">{t('ui.action.summary')}</dt>
        <dd className="min-w-0 break-words font-medium">{meeting.summary}</dd>
        <dt className="text-muted-foreground">{t('ui.action.when')}</dt>
        <dd>
          <time dateTime={meeting.start_at}>{format.dateTime(meeting.start_at)}</time>
          {' · '}
          {t('ui.action.duration', { count: minutes })}
        </dd>
        {meeting.project_name && (
          <>
            <dt className="text-muted-foreground">{t('ui.action.project')}</dt>
            <dd className="min-w-0 break-words">{meeting.project_name}</dd>
          </>
        )}
        <dt className="text-muted-foreground">{t('ui.action.attendees')}</dt>
        <dd className="min-w-0 break-words">
          {meeting.attendees.length === 0 ? (
            t('ui.action.noAttendees')
          ) : (
            <ul>
              {meeting.attendees.map((a) => (
                <li key={a.email}>{a.name ? `${a.name} (${a.email})` : a.email}</li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      {busy.length > 0 && (
        <p className="mt-2 flex items-start gap-2 rounded-lg border border-warning/40 bg-warning-soft p-2 text-foreground">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
          {t('ui.action.busy', { names: busy.join(', ') })}
        </p>
      )}
    </>
  );
}
