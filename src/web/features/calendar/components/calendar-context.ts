import type { Language } from '@/shared/i18n/config';
import type { Day } from '../lib/calendar-dates';
import type { ShownEvent } from '../lib/google-shown';

/** What every view needs from the page: the viewer's zone and language, and the page's actions. */
export interface CalendarContext {
  timeZone: string;
  language: Language;
  today: Day;
  viewerId: string | undefined;
  /** 'HH:mm' (or 12-hour) in the viewer's zone and format. */
  time: (value: string | Date) => string;
  /**
   * Drag it elsewhere or edit it: a portal event whose `can.update` the server granted (a Google
   * event is edited in its dialog).
   */
  canChange: (event: ShownEvent) => boolean;
  /** A portal event's details, or a Google event's edit dialog. */
  open: (event: ShownEvent) => void;
  /** Create on a day, at a time ('HH:mm') when a slot was chosen. */
  create: (day: Day, time?: string) => void;
  /** Drop an event (by id) so it starts on `day` at `time`, or at its own time of day. */
  move: (eventId: string, day: Day, time?: string) => void;
}
