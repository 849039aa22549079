import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * A project created through the API by whoever is signed in on `api` (a page's own request
 * context shares its cookies), as the app's form would create it. Returns its id.
 */
export async function createProjectByApi(
  api: APIRequestContext,
  baseURL: string,
  name: string,
  description = 'Proyecto de prueba',
): Promise<string> {
  const response = await api.post(`${baseURL}/api/projects`, {
    data: { name, description, technologies: ['React'] },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { project: { id: string } }).project.id;
}
