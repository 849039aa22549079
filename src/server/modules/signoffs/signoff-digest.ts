import { createHash } from 'node:crypto';

/** What an acceptance covers (decision 0053): the phase, its tasks, the evidence and the note. */
export interface AcceptedContent {
  project_id: string;
  phase: { id: string; name: string; description: string };
  round: number;
  note: string;
  tasks: Array<{ id: string; title: string; status: string }>;
  links: Array<{ label: string; url: string }>;
  files: Array<{ id: string; name: string }>;
  evidence: Array<{ id: string; kind: string; title: string; url: string }>;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Object keys sorted at every level; arrays keep their order. */
function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k]!)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const byId = <T extends { id: string }>(items: T[]) =>
  [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/**
 * The content in its one canonical form: tasks, files and evidence ordered by id (links keep the
 * order the agency gave them), so that the same delivery always reads the same.
 */
export function canonicalContent(content: AcceptedContent): AcceptedContent {
  return {
    ...content,
    tasks: byId(content.tasks).map(({ id, title, status }) => ({ id, title, status })),
    files: byId(content.files).map(({ id, name }) => ({ id, name })),
    evidence: byId(content.evidence).map(({ id, kind, title, url }) => ({ id, kind, title, url })),
    links: content.links.map(({ label, url }) => ({ label, url })),
  };
}

/** The canonical JSON text of the content: keys sorted, no whitespace. */
export function canonicalJson(content: AcceptedContent): string {
  return canonical(canonicalContent(content) as unknown as Json);
}

/** SHA-256 (hex) of the canonical JSON: what the receipt and the public check quote. */
export function signoffDigest(content: AcceptedContent): string {
  return createHash('sha256').update(canonicalJson(content), 'utf8').digest('hex');
}
