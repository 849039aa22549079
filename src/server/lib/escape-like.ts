/** A user's search text as a literal inside LIKE/ILIKE patterns (`\` is PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
