import { e2eEnv } from './env';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** Waits for the count-th e-mail the portal sent to `to` (read from the run's SMTP catcher). */
export async function waitForMail(to: string, { count = 1, timeoutMs = 10_000 } = {}): Promise<Mail> {
  const url = new URL('/wait', e2eEnv('mailUrl'));
  url.searchParams.set('to', to);
  url.searchParams.set('count', String(count));
  url.searchParams.set('timeout', String(timeoutMs));
  const response = await fetch(url);
  const body = (await response.json()) as { message?: Mail; error?: string };
  if (!response.ok || !body.message)
    throw new Error(body.error ?? `mail catcher answered ${response.status}`);
  return body.message;
}

/** Every e-mail sent to `to` so far. */
export async function mailsTo(to: string): Promise<Mail[]> {
  const url = new URL('/messages', e2eEnv('mailUrl'));
  url.searchParams.set('to', to);
  const response = await fetch(url);
  return ((await response.json()) as { messages: Mail[] }).messages;
}

/** The first http(s) link in a mail body that contains `part`. */
export function linkIn(mail: Mail, part: string): string {
  const links = mail.text.match(/https?:\/\/[^\s"'<>)\]]+/g) ?? [];
  const link = links.find((l) => l.includes(part));
  if (!link) throw new Error(`no link containing ${part} in mail "${mail.subject}":\n${mail.text}`);
  return link;
}
