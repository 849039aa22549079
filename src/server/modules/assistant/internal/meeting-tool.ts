import { z } from 'zod';
import {
  isEmailAddress,
  meansTeam,
  MEETING_DEFAULT_MINUTES,
  MEETING_DEFAULT_TIME,
  MEETING_MAX_MINUTES,
  MEETING_MIN_MINUTES,
} from './offline/meeting-fields';
import { addDays, parseDueDate } from './offline/task-fields';
import type { MeetingRequest } from './offer-meeting';

/** What the model passes to `bookMeeting`: everything optional, with the product's (docs/product.md#limits) defaults. */
export const meetingToolInput = z.object({
  project: z.string().max(200).optional().describe('The project’s name, when the meeting is about one'),
  summary: z.string().max(200).optional().describe('What the meeting is about'),
  date: z
    .string()
    .max(40)
    .optional()
    .describe('YYYY-MM-DD, dd/mm/yyyy, today or tomorrow (default tomorrow)'),
  time: z.string().max(10).optional().describe('HH:mm, 24-hour clock (default 17:00)'),
  duration_minutes: z.number().int().optional().describe('Length in minutes (default 60)'),
  attendees: z
    .array(z.string().max(200))
    .max(20)
    .optional()
    .describe('People to invite: names or e-mail addresses; "team" for the agency team of the project'),
});

/** The tool's input read as a meeting request: the same shape the offline parser makes. */
export function meetingRequest(input: z.infer<typeof meetingToolInput>, today: string): MeetingRequest {
  const time = /^(\d{1,2}):(\d{2})$/u.exec(input.time?.trim() ?? '');
  const valid = time && Number(time[1]) < 24 && Number(time[2]) < 60;
  const people = (input.attendees ?? []).map((a) => a.trim()).filter(Boolean);
  return {
    kind: 'bookMeeting',
    project: input.project?.trim() || null,
    topic: input.summary?.trim() || null,
    date: parseDueDate(input.date ?? '', today) ?? addDays(today, 1),
    time: valid ? `${time[1]!.padStart(2, '0')}:${time[2]}` : MEETING_DEFAULT_TIME,
    minutes: Math.min(
      MEETING_MAX_MINUTES,
      Math.max(MEETING_MIN_MINUTES, input.duration_minutes ?? MEETING_DEFAULT_MINUTES),
    ),
    names: people.filter((p) => !isEmailAddress(p) && !meansTeam(p)),
    emails: people.filter(isEmailAddress).map((p) => p.toLowerCase()),
    team: people.some(meansTeam),
  };
}
