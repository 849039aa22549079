import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { Caller, Tx } from '../../../db/client';
import { projectMembers } from '../../../db/schema/project-members';
import { projects } from '../../../db/schema/projects';
import { users } from '../../../db/schema/users';
import { findNamedProject } from './offline/find-project';
import type { Intent } from './offline/parse-intent';
import { fold } from '../../../ai/text';
import { escapeLike } from '../../../lib/escape-like';
import { calendarRules } from '../../../../shared/domain/calendar-policy';
import { isAdminActor } from '../../../../shared/domain/refusal';
import { LIMITS } from '../../../../shared/limits';
import type { AssistantActionInput } from '../../../../shared/schemas/assistant-actions';
import { list, projectList, type OfflineAnswer } from './offer-action';
import { readPortal } from './offline/read-portal';

/** A meeting the assistant was asked for, by the offline parser or by the model's tool call. */
export type MeetingRequest = Extract<Intent, { kind: 'bookMeeting' }>;

type Attendee = Extract<AssistantActionInput, { kind: 'bookMeeting' }>['attendees'][number];
interface Person {
  id: string;
  name: string;
  email: string;
}

const MATCHES_SHOWN = 5;
const ACCENTED = 'áàâäãéèêëíìîïóòôöõúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

/**
 * The people a caller may invite whose name or address matches: an admin, anyone in the portal; a
 * client, the people they share a project with (the agency team assigned to it included), as the
 * calendar's own rule says. Matched without case or accents.
 */
function peopleNamed(tx: Tx, caller: Caller, name: string) {
  const pattern = `%${escapeLike(fold(name))}%`;
  const folded = sql`translate(lower(${users.fullName}), ${ACCENTED}, ${PLAIN})`;
  const scope: SQL | undefined = calendarRules.invitesAnyone(caller)
    ? undefined
    : sql`${users.id} IN (SELECT app_peer_user_ids())`;
  return tx
    .select({ id: users.id, name: users.fullName, email: users.email })
    .from(users)
    .where(
      and(
        ne(users.id, caller.id),
        eq(users.banned, false),
        scope,
        sql`(${folded} LIKE ${pattern} OR lower(${users.email}) LIKE ${`${escapeLike(name.toLowerCase())}%`})`,
      ),
    )
    .orderBy(users.fullName)
    .limit(MATCHES_SHOWN + 1);
}

/** Who is invited when nobody is named: a client, the agency staff of the project (or of all theirs); an admin, the project's client. */
async function defaultPeople(tx: Tx, caller: Caller, projectId: string | null): Promise<Person[]> {
  const person = { id: users.id, name: users.fullName, email: users.email };
  if (isAdminActor(caller)) {
    if (!projectId) return [];
    return tx
      .select(person)
      .from(projects)
      .innerJoin(users, eq(users.id, projects.createdBy))
      .where(and(eq(projects.id, projectId), ne(users.id, caller.id)));
  }
  const staff = projectId
    ? sql`${users.id} IN (SELECT m.user_id FROM ${projectMembers} m WHERE m.project_id = ${projectId} AND m.kind = 'staff')`
    : sql`${users.id} IN (SELECT app_peer_user_ids())`;
  return tx
    .select(person)
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.banned, false), staff))
    .orderBy(users.fullName)
    .limit(LIMITS.calendarAttendees);
}

type Resolved = { attendees: Attendee[] } | { problem: string };

async function resolvePeople(
  tx: Tx,
  caller: Caller,
  t: TFunction,
  request: MeetingRequest,
  projectId: string | null,
): Promise<Resolved> {
  const found: Person[] = [];
  for (const name of request.names) {
    const matches = await peopleNamed(tx, caller, name);
    const exact = matches.filter((m) => fold(m.name) === fold(name));
    const chosen = exact.length === 1 ? exact : matches;
    if (chosen.length === 0) return { problem: t('assistant:offline.meeting.personNotFound', { name }) };
    if (chosen.length > 1) {
      const names = chosen.slice(0, MATCHES_SHOWN).map((m) => `**${m.name || m.email}** (${m.email})`);
      return { problem: `${t('assistant:offline.meeting.personAmbiguous', { name })}\n\n${list(names)}` };
    }
    found.push(chosen[0]!);
  }
  if (request.team || (request.names.length === 0 && request.emails.length === 0)) {
    found.push(...(await defaultPeople(tx, caller, projectId)));
  }
  const out = new Map<string, Attendee>();
  for (const p of found)
    out.set(p.email.toLowerCase(), { user_id: p.id, email: p.email, name: p.name || null });
  for (const email of request.emails)
    if (!out.has(email)) out.set(email, { user_id: null, email, name: null });
  if (out.size > LIMITS.calendarAttendees) return { problem: t('calendar:errors.tooManyAttendees') };
  return { attendees: [...out.values()] };
}

/** The meeting's start and end: the wall-clock time on that day in the caller's time zone. */
async function slotOf(tx: Tx, request: MeetingRequest, timeZone: string) {
  const [row] = (
    await tx.execute<{ ms: number; past: boolean }>(
      sql`SELECT (extract(epoch FROM s) * 1000)::float8 AS ms, s <= now() AS past
          FROM (SELECT ((${request.date}::date + ${request.time}::time) AT TIME ZONE ${timeZone}) AS s) slot`,
    )
  ).rows;
  const start = new Date(Number(row!.ms));
  return { start, end: new Date(start.getTime() + request.minutes * 60_000), past: row!.past };
}

async function busyPeople(tx: Tx, caller: Caller, attendees: Attendee[], start: Date, end: Date) {
  const ids = [caller.id, ...attendees.flatMap((a) => (a.user_id ? [a.user_id] : []))];
  const { rows } = await tx.execute<{ id: string }>(
    sql`SELECT app_busy_user_ids(ARRAY[${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]::uuid[], ${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz) AS id`,
  );
  const busy = new Set(rows.map((r) => r.id));
  return ids
    .filter((id) => busy.has(id))
    .map((id) => ({
      user_id: id,
      name: attendees.find((a) => a.user_id === id)?.name ?? null,
      you: id === caller.id,
    }));
}

/**
 * Offers a meeting (decision 0029): the project, if one is named, among the caller's own ('Proyecto No
 * Encontrado' otherwise); the people named, among those the caller may invite (else who they may
 * be); the agency team of the project when nobody is named; 17:00 for an hour unless said
 * (docs/product.md#limits), in the caller's time zone; and who is already busy then. Nothing is booked before the card
 * is confirmed.
 */
export async function offerMeeting(
  tx: Tx,
  caller: Caller,
  t: TFunction,
  text: string,
  request: MeetingRequest,
  timeZone: string,
): Promise<OfflineAnswer> {
  const say = (answer: string): OfflineAnswer => ({ text: answer, action: null });
  const all = await readPortal.projects(tx);
  const named = findNamedProject(text, request.project, all);
  if (request.project && !named) {
    return say(
      `${t('assistant:offline.projectNotFound', { name: request.project })}\n\n${projectList(t, all)}`,
    );
  }
  const project = named ?? (!isAdminActor(caller) && all.length === 1 ? all[0]! : null);
  const people = await resolvePeople(tx, caller, t, request, project?.id ?? null);
  if ('problem' in people) return say(people.problem);
  const slot = await slotOf(tx, request, timeZone);
  if (slot.past) return say(t('assistant:offline.meeting.past'));
  const busy = await busyPeople(tx, caller, people.attendees, slot.start, slot.end);
  const summary =
    request.topic ??
    (project
      ? t('assistant:offline.meeting.summaryProject', { name: project.name })
      : t('assistant:offline.meeting.summary'));
  const notes = [t('assistant:offline.meeting.offer')];
  if (people.attendees.length === 0) notes.push(t('assistant:offline.meeting.nobodyInvited'));
  if (busy.length > 0) notes.push(t('assistant:offline.meeting.busyWarning'));
  return {
    text: notes.join('\n\n'),
    action: {
      kind: 'bookMeeting',
      summary: summary.slice(0, 200),
      start_at: slot.start.toISOString(),
      end_at: slot.end.toISOString(),
      time_zone: timeZone,
      project_id: project?.id ?? null,
      project_name: project?.name ?? null,
      attendees: people.attendees,
      busy,
    },
  };
}
