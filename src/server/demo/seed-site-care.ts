import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { projects } from '../db/schema/projects';
import {
  careHours,
  siteCare,
  siteCertificates,
  siteChecks,
  siteIncidents,
  siteSpeedRuns,
} from '../db/schema/site-care';
import { users } from '../db/schema/users';
import { dateOnlyIn } from '../../shared/domain/calendar';
import { SITE_CARE } from '../../shared/domain/site-care';
import { DEFAULT_TIME_ZONE } from '../../shared/schemas/time-zone';
import { day } from './seed-dates';

/**
 * The demo's site address: a name under `.example` (RFC 2606), which exists nowhere, so the demo
 * never reaches anyone's site; the jobs leave such addresses alone (decision 0057), and the card
 * shows the history seeded here.
 */
export const DEMO_SITE_URL = 'https://recetas-lucia.example/';

const STEP = SITE_CARE.checkEveryMinutes * 60_000;
/** The demo's one incident: 12 days ago, 25 minutes of 503s. */
const INCIDENT = { daysAgo: 12, minutes: 25 };

/** A response time that wanders believably between 140 and 260 ms. */
const responseMs = (i: number) => Math.round(200 + 45 * Math.sin(i / 37) + 15 * Math.sin(i / 5));

/**
 * Site care (decision 0057) on a production demo project: 30 days of checks every 5 minutes with
 * one closed incident, a certificate reading, 8 weekly speed runs and a 10-hour monthly plan with
 * this month's and last month's hours.
 */
export async function seedDemoSiteCare(db: Database, projectName: string, now: number) {
  await db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.name, projectName));
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    if (!project || project.status !== 'production' || !admin) return;
    const projectId = project.id;
    const at = (ms: number) => new Date(now - ms);
    await tx.insert(siteCare).values({
      projectId,
      siteUrl: DEMO_SITE_URL,
      monthlyHours: 10,
      updatedBy: admin.id,
      updatedAt: at(31 * day),
    });
    const incidentStart = now - INCIDENT.daysAgo * day;
    const incidentEnd = incidentStart + INCIDENT.minutes * 60_000;
    const checks = [];
    for (let t = now - SITE_CARE.windowDays * day, i = 0; t <= now - STEP; t += STEP, i += 1) {
      const down = t >= incidentStart && t < incidentEnd;
      checks.push({
        projectId,
        at: new Date(t),
        ok: !down,
        statusCode: down ? 503 : 200,
        responseMs: responseMs(i) + (down ? 800 : 0),
      });
    }
    for (let i = 0; i < checks.length; i += 1000)
      await tx.insert(siteChecks).values(checks.slice(i, i + 1000));
    const firstDown = checks.find((c) => !c.ok)!;
    await tx.insert(siteIncidents).values({
      projectId,
      startedAt: firstDown.at,
      endedAt: new Date(incidentEnd),
      cause: 'HTTP 503',
      openedNotified: true,
      closedNotified: true,
    });
    await tx.insert(siteCertificates).values({
      projectId,
      checkedAt: at(3 * 3600_000),
      expiresAt: new Date(now + 58 * day),
      issuer: "Let's Encrypt",
      valid: true,
      fingerprint: 'DE:MO:5A:1E:CA:4E',
    });
    const scores = [74, 77, 76, 81, 84, 83, 88, 91];
    await tx.insert(siteSpeedRuns).values(
      scores.map((performance, i) => ({
        projectId,
        at: at((scores.length - 1 - i) * 7 * day + 2 * day),
        performance,
        lcpMs: 3400 - i * 160,
        cls: Math.round((0.12 - i * 0.012) * 1000) / 1000,
        inpMs: 260 - i * 12,
      })),
    );
    const dayOf = (daysAgo: number) => dateOnlyIn(at(daysAgo * day), DEFAULT_TIME_ZONE);
    const entries: Array<[number, number, string]> = [
      [2, 1.5, 'Actualización de plugins y copia de seguridad'],
      [6, 0.75, 'Nueva receta destacada en la portada'],
      [9, 2, 'Revisión de velocidad: imágenes en WebP'],
      [33, 3, 'Migración del boletín a la nueva herramienta'],
      [38, 1.25, 'Corrección del buscador con acentos'],
      [44, 2.5, 'Rediseño de la página de contacto'],
    ];
    await tx.insert(careHours).values(
      entries.map(([daysAgo, hours, note]) => ({
        projectId,
        date: dayOf(daysAgo),
        hours,
        note,
        loggedBy: admin.id,
        createdAt: at(daysAgo * day),
      })),
    );
  });
}
