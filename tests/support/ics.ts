import ICAL from 'ical.js';
import type { CaughtMail } from './mail-catcher';

/** The `.ics` part of a caught message: its Content-Type line and its decoded text. */
export function icsPartOf(mail: CaughtMail): { contentType: string; filename: string; text: string } {
  const raw = mail.raw.replace(/\r\n/g, '\n');
  const parts = raw.split(/\n--[^\n]+\n/);
  const part = parts.find((p) => /^Content-Type: text\/calendar/im.test(p));
  if (!part) throw new Error(`no text/calendar part in "${mail.subject}"`);
  const split = part.indexOf('\n\n');
  const head = part.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = part.slice(split + 2).split(/\n--/)[0]!;
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(head)?.[1]?.toLowerCase() ?? '7bit';
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          )
        : Buffer.from(body, 'latin1');
  return {
    contentType: /^Content-Type: ([^\n]+)/im.exec(head)![1]!.trim(),
    filename: /filename="?([^";\n]+)"?/i.exec(head)?.[1] ?? '',
    text: bytes.toString('utf8'),
  };
}

export interface ParsedEvent {
  uid: string;
  sequence: number;
  summary: string;
  start: Date;
  end: Date;
  organizer: string;
  attendees: string[];
  status: string | null;
}

/** An iCalendar text read back with ical.js: the METHOD and every VEVENT. */
export function parseIcs(text: string): {
  method: string | null;
  name: string | null;
  events: ParsedEvent[];
} {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      organizer: String(event.organizer).replace(/^mailto:/i, ''),
      attendees: event.attendees.map((a) => String(a.getFirstValue()).replace(/^mailto:/i, '')).sort(),
      status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
    };
  });
  return {
    method: (calendar.getFirstPropertyValue('method') as string | null) ?? null,
    name: (calendar.getFirstPropertyValue('x-wr-calname') as string | null) ?? null,
    events,
  };
}
