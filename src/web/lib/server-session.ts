import type { Profile } from '@/shared/schemas/profile';
import { SESSION_DATA_ID } from '@/shared/web-build';

/**
 * The profile the server put in a signed-in screen's page along with that screen
 * (docs/decisions/0041), taken once: the app starts with it as its session instead of asking the
 * server who is signed in, so its first render is the screen already on display. The element is
 * removed; anything that is not a profile (a hand-edited page) is ignored and the app asks as usual.
 * Checked for shape as GET /api/me's answer is (the same server, the same object): zod stays out
 * of the first screen's scripts.
 */
export function takeServerSession(doc: Document = document): Profile | null {
  const element = doc.getElementById(SESSION_DATA_ID);
  if (!element) return null;
  element.remove();
  let value: unknown;
  try {
    value = JSON.parse(element.textContent ?? '');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { id, email, full_name, role } = value as Record<string, unknown>;
  const shaped =
    typeof id === 'string' &&
    typeof email === 'string' &&
    typeof full_name === 'string' &&
    (role === 'admin' || role === 'user');
  return shaped ? (value as Profile) : null;
}
