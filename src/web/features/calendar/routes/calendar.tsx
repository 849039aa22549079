import { CalendarPage } from '../components/calendar-page';

export const handle = { titleKey: 'calendarPage:title' };

/** /calendario: the built-in calendar (every signed-in user: their own events). */
export function Component() {
  return <CalendarPage />;
}
