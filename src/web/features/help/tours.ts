import type { LucideIcon } from 'lucide-react';

/** A guided tour as the help centre's 'Tutoriales' tab lists it (SPEC §3 tutorial flow). */
export interface HelpTour {
  id: string;
  icon: LucideIcon;
  /** Keys in the `help` namespace. */
  nameKey: string;
  descriptionKey: string;
  estimatedMinutes: number;
  steps: number;
}

/**
 * The tours the help centre offers: the one list the guided-tours work fills. The 'Tutoriales'
 * tab is shown only while it has entries, so no tour is ever announced before it exists.
 */
export const helpTours: readonly HelpTour[] = [];
