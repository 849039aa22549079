import type { HttpClient } from '../../support/http-client';
import { buildProject } from '../../support/factories';

/** A client's approved project in production, its site watched at `siteUrl` (set by the admin). */
export async function projectInCare(
  admin: HttpClient,
  client: HttpClient,
  siteUrl: string,
  monthlyHours: number | null = 10,
) {
  const project = await buildProject(client);
  await admin.post(`/api/projects/${project.id}/approve`, {});
  const patched = await admin.patch(`/api/projects/${project.id}`, { status: 'production' });
  if (patched.status !== 200) throw new Error(`production failed: ${patched.status} ${patched.text}`);
  const put = await admin.put(`/api/projects/${project.id}/site-care`, {
    site_url: siteUrl,
    monthly_hours: monthlyHours,
  });
  if (put.status !== 200) throw new Error(`site care failed: ${put.status} ${put.text}`);
  return project;
}
