/** Everything of this feature lives under 'calendar' (a notification refreshes it). */
export const calendarKeys = {
  all: ['calendar'] as const,
  events: () => [...calendarKeys.all, 'events'] as const,
  window: (from: string, to: string) => [...calendarKeys.events(), from, to] as const,
  invitees: () => [...calendarKeys.all, 'invitees'] as const,
};
