import { routesTagged, withKey } from '../../lib/openapi-common';
import {
  careHoursEntrySchema,
  logCareHoursSchema,
  siteCareQuerySchema,
  siteCareSchema,
  updateSiteCareSchema,
} from '../../../shared/schemas/site-care';

const route = routesTagged('Site care');
const entry = {
  id: '8e9f0a1b-2c3d-4e5f-8a6b-7c8d9e0f1a2b',
  date: '2026-11-18',
  hours: 1.5,
  note: 'Actualización de plugins y copia de seguridad',
  logged_by: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Marta (Websy)' },
  can: { delete: true },
};
const care = {
  project_id: '3f6c1e2a-9b7d-4c1e-8f2a-5d6e7f8a9b0c',
  site_url: 'https://recetas-lucia.es/',
  monitoring: true,
  status: 'up',
  last_check: { at: '2026-11-24T09:00:00.000Z', ok: true, status_code: 200, response_ms: 182, error: null },
  availability_30d: 99.88,
  daily: [{ day: '2026-11-23', availability: 100, response_ms: 175 }],
  incidents: [
    {
      id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
      started_at: '2026-11-12T03:10:00.000Z',
      ended_at: '2026-11-12T03:35:00.000Z',
      cause: 'HTTP 503',
    },
  ],
  certificate: {
    checked_at: '2026-11-24T06:30:00.000Z',
    expires_at: '2027-01-20T12:00:00.000Z',
    days_left: 57,
    issuer: "Let's Encrypt",
    valid: true,
    error: null,
  },
  speed: {
    enabled: true,
    runs: [{ at: '2026-11-23T05:20:00.000Z', performance: 91, lcp_ms: 2100, cls: 0.02, inp_ms: 140 }],
  },
  plan: { monthly_hours: 10, month: '2026-11', used_hours: 1.5, left_hours: 8.5, entries: [entry] },
  can: { configure: true, log_hours: true },
};
const careResponse = withKey('care', siteCareSchema);

export const getRoute = route.get(
  '/projects/{id}/site-care',
  "A project's site care: uptime, incidents, certificate, speed and the care plan's month (whoever reads the project)",
  { query: siteCareQuerySchema, response: careResponse, responseExample: { care } },
);
export const updateRoute = route.put(
  '/projects/{id}/site-care',
  'Admin: the site address watched (public addresses only unless the operator allows private ones) and the monthly plan hours',
  {
    body: updateSiteCareSchema,
    bodyExample: { site_url: 'https://recetas-lucia.es', monthly_hours: 10 },
    response: careResponse,
    responseExample: { care },
  },
);
export const checkRoute = route.post(
  '/projects/{id}/site-care/check',
  'Admin: check the site now (one uptime check and one certificate reading; 400 when it is not monitored)',
  { response: careResponse, responseExample: { care } },
);
export const logHoursRoute = route.post(
  '/projects/{id}/care-hours',
  'Admin: record hours against the care plan',
  {
    body: logCareHoursSchema,
    bodyExample: { date: entry.date, hours: entry.hours, note: entry.note },
    response: withKey('entry', careHoursEntrySchema),
    responseExample: { entry },
    status: 201,
  },
);
export const deleteHoursRoute = route.delete('/care-hours/{id}', 'Admin: remove an hours entry');
