import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { calendarAttendees, calendarEvents } from '../db/schema/calendar';
import { projects } from '../db/schema/projects';
import { users } from '../db/schema/users';
import type { AttendeeResponse } from '../../shared/schemas/calendar';

interface DemoEvent {
  summary: string;
  description: string;
  /** Days from the seed's day (negative: past), and the hour it starts in Madrid. */
  day: number;
  hour: number;
  minutes: number;
  organizer: string;
  project?: string;
  meeting?: string;
  location?: string;
  attendees: Array<[email: string, response: AttendeeResponse]>;
}

/** The built-in calendar of the demo agency (decision 0029): calls and reviews, past and coming. */
export const demoEvents: DemoEvent[] = [
  {
    summary: 'Llamada de arranque · Tienda online Lucía',
    description: 'Objetivos de la tienda, catálogo inicial y calendario de entregas.',
    day: -20,
    hour: 10,
    minutes: 60,
    organizer: 'marta@websy.demo',
    project: 'Tienda online Lucía',
    meeting: 'https://meet.websy.demo/tienda-lucia',
    attendees: [
      ['lucia@cliente.demo', 'accepted'],
      ['pablo@cliente.demo', 'accepted'],
      ['javier@websy.demo', 'accepted'],
    ],
  },
  {
    summary: 'Revisión del diseño de la tienda',
    description: 'Repasamos la portada, la ficha de producto y el carrito en móvil.',
    day: -6,
    hour: 16,
    minutes: 45,
    organizer: 'marta@websy.demo',
    project: 'Tienda online Lucía',
    meeting: 'https://meet.websy.demo/tienda-lucia',
    attendees: [
      ['lucia@cliente.demo', 'accepted'],
      ['pablo@cliente.demo', 'tentative'],
    ],
  },
  {
    summary: 'Planificación semanal del equipo',
    description: 'Prioridades de la semana y reparto de tareas.',
    day: 1,
    hour: 9,
    minutes: 30,
    organizer: 'marta@websy.demo',
    location: 'Oficina de Websy, sala grande',
    attendees: [['javier@websy.demo', 'accepted']],
  },
  {
    summary: 'Revisión de sprint · Tienda online Lucía',
    description: 'Demostración del carrito y de los pagos con tarjeta en el entorno de pruebas.',
    day: 2,
    hour: 17,
    minutes: 60,
    organizer: 'javier@websy.demo',
    project: 'Tienda online Lucía',
    meeting: 'https://meet.websy.demo/tienda-lucia',
    attendees: [
      ['lucia@cliente.demo', 'needs-action'],
      ['pablo@cliente.demo', 'accepted'],
      ['marta@websy.demo', 'accepted'],
    ],
  },
  {
    summary: 'Kick-off · App de fidelización',
    description: 'Cómo funcionarán los puntos y los cupones; qué necesitamos del equipo de Websy.',
    day: 5,
    hour: 12,
    minutes: 60,
    organizer: 'lucia@cliente.demo',
    project: 'App de fidelización',
    meeting: 'https://meet.websy.demo/fidelizacion',
    attendees: [
      ['pablo@cliente.demo', 'accepted'],
      ['javier@websy.demo', 'needs-action'],
    ],
  },
  {
    summary: 'Presentación de la propuesta · Molina Abogados',
    description: 'Propuesta de la web corporativa y del portal de clientes del despacho.',
    day: 9,
    hour: 11,
    minutes: 90,
    organizer: 'marta@websy.demo',
    project: 'Web corporativa Molina Abogados',
    location: 'Despacho Molina Abogados, Calle Mayor 12, Madrid',
    attendees: [
      ['andres@cliente.demo', 'accepted'],
      ['sara@molina.demo', 'needs-action'],
      ['socios@molina-abogados.example', 'needs-action'],
    ],
  },
];

const ZONE = 'Europe/Madrid';

/** The instant a Madrid wall-clock hour falls on, that day (its UTC offset, summer or winter). */
function madridHour(dayUtc: number, hour: number): Date {
  const guess = dayUtc + hour * 3_600_000;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(guess);
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const local = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'));
  return new Date(guess - (local - guess));
}

/** The demo events with their attendees (portal users by e-mail, the rest outside guests). */
export async function seedDemoCalendar(tx: Tx, now: number) {
  const people = new Map(
    (await tx.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email, u.id]),
  );
  const names = demoEvents.flatMap((e) => (e.project ? [e.project] : []));
  const projectIds = new Map(
    (
      await tx
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(inArray(projects.name, names))
    ).map((p) => [p.name, p.id]),
  );
  const today = new Date(now);
  today.setUTCHours(0, 0, 0, 0);
  for (const e of demoEvents) {
    const startAt = madridHour(today.getTime() + e.day * 86_400_000, e.hour);
    const createdAt = new Date(Math.min(startAt.getTime(), now) - 7 * 86_400_000);
    const [event] = await tx
      .insert(calendarEvents)
      .values({
        organizerId: people.get(e.organizer)!,
        summary: e.summary,
        description: e.description,
        startAt,
        endAt: new Date(startAt.getTime() + e.minutes * 60_000),
        timeZone: ZONE,
        location: e.location ?? null,
        meetingUrl: e.meeting ?? null,
        projectId: e.project ? (projectIds.get(e.project) ?? null) : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: calendarEvents.id });
    await tx.insert(calendarAttendees).values(
      e.attendees.map(([email, response]) => ({
        eventId: event!.id,
        userId: people.get(email) ?? null,
        email,
        response,
        createdAt,
      })),
    );
  }
}
