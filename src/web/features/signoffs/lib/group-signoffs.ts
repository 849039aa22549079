import type { Signoff, SignoffStatus } from '@/shared/schemas/signoffs';

/** A phase of the project as its page lists it (`fases`: the phase's id is its `key`). */
export interface PhaseRef {
  id: string;
  name: string;
}

/** One phase's sign-off history: the latest round, and the earlier ones (newest first). */
export interface PhaseSignoffs {
  phase: PhaseRef;
  current: Signoff;
  earlier: Signoff[];
}

/** A sign-off is open while it waits for the owner or once accepted: the phase is not sent again. */
const OPEN: readonly SignoffStatus[] = ['submitted', 'accepted'];

export function isOpen(signoff: Signoff | null | undefined): boolean {
  return signoff != null && OPEN.includes(signoff.status);
}

/**
 * The project's sign-offs (newest first, as the API lists them) by phase, in the order of the
 * project's phases; a sign-off of a phase the page does not list (deleted since) comes last,
 * under the name it was submitted with.
 */
export function groupByPhase(phases: readonly PhaseRef[], signoffs: readonly Signoff[]): PhaseSignoffs[] {
  const byPhase = new Map<string, Signoff[]>();
  for (const signoff of signoffs) {
    const list = byPhase.get(signoff.phase_id) ?? [];
    list.push(signoff);
    byPhase.set(signoff.phase_id, list);
  }
  const ordered: PhaseRef[] = phases.filter((phase) => byPhase.has(phase.id));
  for (const [id, list] of byPhase)
    if (!phases.some((phase) => phase.id === id)) ordered.push({ id, name: list[0]!.phase_name });
  return ordered.map((phase) => {
    const [current, ...earlier] = byPhase.get(phase.id)!;
    return { phase, current: current!, earlier };
  });
}

/** The phases with no sign-off at all: an admin may send them (the others' cards offer it). */
export function phasesNeverSubmitted(phases: readonly PhaseRef[], signoffs: readonly Signoff[]): PhaseRef[] {
  const submitted = new Set(signoffs.map((signoff) => signoff.phase_id));
  return phases.filter((phase) => !submitted.has(phase.id));
}

/** A SHA-256 digest shortened for reading: its first and last 8 characters. */
export function shortDigest(digest: string): string {
  return digest.length <= 20 ? digest : `${digest.slice(0, 8)}…${digest.slice(-8)}`;
}
