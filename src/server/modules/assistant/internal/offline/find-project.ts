import { fold } from '../../../../ai/text';

/**
 * Which of the caller's projects a message names: a project whose whole name appears in it (the
 * longest wins), else the one the parser read as a name, matched without case or accents, whole
 * or as its beginning. Null when nothing matches.
 */
export function findNamedProject<P extends { name: string }>(
  text: string,
  parsedName: string | null,
  projects: readonly P[],
): P | null {
  const folded = fold(text);
  const inText = projects
    .filter((p) => fold(p.name).trim().length > 0 && folded.includes(fold(p.name).trim()))
    .sort((a, b) => b.name.length - a.name.length);
  if (inText[0]) return inText[0];
  if (!parsedName) return null;
  const wanted = fold(parsedName);
  return (
    projects.find((p) => fold(p.name) === wanted) ??
    projects.find((p) => fold(p.name).startsWith(wanted)) ??
    null
  );
}
