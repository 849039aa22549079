import { translator } from '../../lib/i18n';
import { layout } from '../../mail/templates';
import type { CalendarEventRow } from '../../db/schema/calendar';
import type { Language } from '../../../shared/schemas/preferences';

const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB', pt: 'pt-PT' };

/** An event's time as a reader reads it, in the event's time zone (named). */
export function formatWhen(
  event: Pick<CalendarEventRow, 'startAt' | 'endAt' | 'timeZone'>,
  language: Language,
) {
  const day = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: event.timeZone,
  });
  const time = new Intl.DateTimeFormat(LOCALES[language], { timeStyle: 'short', timeZone: event.timeZone });
  return `${day.format(event.startAt)} – ${time.format(event.endAt)} (${event.timeZone})`;
}

export type EventMailKind = 'invite' | 'update' | 'cancel';

const SUBJECT: Record<EventMailKind, string> = {
  invite: 'calendar:mail.inviteSubject',
  update: 'calendar:mail.updateSubject',
  cancel: 'calendar:mail.cancelSubject',
};

/** The text of an invitation, update or cancellation, in the attendee's language. */
export function eventMail(
  language: Language,
  kind: EventMailKind,
  data: { event: CalendarEventRow; organizer: string; link: string },
) {
  const t = translator(language);
  const { event } = data;
  const lines = [
    t(`calendar:mail.${kind}`, { organizer: data.organizer, summary: event.summary }),
    t('calendar:mail.when', { when: formatWhen(event, language) }),
    ...(event.location ? [t('calendar:mail.where', { location: event.location })] : []),
    ...(event.meetingUrl ? [t('calendar:mail.meeting', { url: event.meetingUrl })] : []),
    ...(event.description ? [event.description] : []),
    t('calendar:mail.attachment'),
  ];
  const subject = t(SUBJECT[kind], { summary: event.summary });
  const greeting = t('calendar:mail.greeting');
  const open = t('calendar:mail.open');
  return {
    subject,
    text: `${greeting}\n\n${lines.join('\n')}\n\n${open}: ${data.link}\n\nWebsy`,
    html: layout(subject, [greeting, ...lines], { label: open, href: data.link }),
  };
}

/** The 60-minute reminder (docs/product.md#limits). */
export function reminderMail(
  language: Language,
  data: { event: CalendarEventRow; minutes: number; link: string },
) {
  const t = translator(language);
  const { event } = data;
  const subject = t('calendar:mail.reminderSubject', { summary: event.summary, minutes: data.minutes });
  const lines = [
    t('calendar:mail.reminder', { summary: event.summary, minutes: data.minutes }),
    t('calendar:mail.when', { when: formatWhen(event, language) }),
    ...(event.location ? [t('calendar:mail.where', { location: event.location })] : []),
    ...(event.meetingUrl ? [t('calendar:mail.meeting', { url: event.meetingUrl })] : []),
  ];
  const greeting = t('calendar:mail.greeting');
  const open = t('calendar:mail.open');
  return {
    subject,
    text: `${greeting}\n\n${lines.join('\n')}\n\n${open}: ${data.link}\n\nWebsy`,
    html: layout(subject, [greeting, ...lines], { label: open, href: data.link }),
  };
}

/** An event's start for texts stored once for every language (notifications): `2026-11-25 17:00 (Europe/Madrid)`. */
export function neutralWhen(event: Pick<CalendarEventRow, 'startAt' | 'timeZone'>): string {
  const text = new Intl.DateTimeFormat('sv-SE', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: event.timeZone,
  }).format(event.startAt);
  return `${text} (${event.timeZone})`;
}
