import { screen } from '@testing-library/react';
import { vi } from 'vitest';

/** A JSON answer as the API sends it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API's answer to a body it refused, with its field errors. */
export const validationError = (...details: { path: string; message: string }[]) =>
  json(400, { error: { code: 'VALIDATION', message: 'Datos no válidos', details } });

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** Stubs `fetch`: every call is recorded (body parsed) and answered by `answer`. */
export function stubApi(answer: (call: ApiCall) => Response): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = request.method === 'GET' ? undefined : await request.json();
    const call = { method: request.method, path: new URL(request.url).pathname, body };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

/** The message shown under a field, found through the field's own description. */
export function errorUnder(label: string): string | null {
  const field = screen.getByLabelText(label);
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '').filter(Boolean);
  return texts.join(' ') || null;
}
