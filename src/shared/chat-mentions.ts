/**
 * Mentions in a chat message (decision 0017): the composer inserts `@Full Name` from a picker of the
 * project's members; the ids sent are those whose `@name` is still in the text when it is sent.
 */

export interface Mentionable {
  id: string;
  name: string;
}

/** The `@query` being typed just before the caret, or null (an `@` must start a word). */
export function activeMention(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  if (at > 0 && !/\s/.test(before[at - 1]!)) return null;
  const query = before.slice(at + 1);
  if (query.length > 40 || /[\n@]/.test(query) || /\s\s/.test(query)) return null;
  return { start: at, query };
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** The members whose name matches a query (any word starting with it, accents ignored). */
export function matchMembers<M extends Mentionable>(members: readonly M[], query: string, max = 8): M[] {
  const q = fold(query.trim());
  return members
    .filter(
      (m) =>
        q === '' ||
        fold(m.name).startsWith(q) ||
        fold(m.name)
          .split(/\s+/)
          .some((w) => w.startsWith(q)),
    )
    .slice(0, max);
}

/** The text with `@query` (from `start` to the caret) replaced by `@Name `, and the new caret. */
export function insertMention(text: string, start: number, caret: number, name: string) {
  const inserted = `@${name} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}

/** Ids of the members mentioned as `@Name` in the body (a name followed by a word boundary). */
export function mentionedIds(body: string, members: readonly Mentionable[]): string[] {
  const ids = new Set<string>();
  for (const m of members) {
    if (!m.name) continue;
    let from = 0;
    for (;;) {
      const at = body.indexOf(`@${m.name}`, from);
      if (at < 0) break;
      const next = body[at + m.name.length + 1];
      const startsWord = at === 0 || /\s/.test(body[at - 1]!);
      if (startsWord && (next === undefined || !/[\p{L}\p{N}_]/u.test(next))) {
        ids.add(m.id);
        break;
      }
      from = at + 1;
    }
  }
  return [...ids];
}
