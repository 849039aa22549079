import {
  BarChart3,
  FolderKanban,
  LifeBuoy,
  ListChecks,
  Signpost,
  Table2,
  User,
  Wand2,
  type LucideIcon,
} from 'lucide-react';
import { tourSteps, type TourId } from '@/shared/tours';

/** A guided tour as the help centre's 'Tutoriales' tab lists it (docs/product.md#records-and-fields tutorial flow). */
export interface HelpTour {
  id: TourId;
  icon: LucideIcon;
  category: 'onboarding' | 'feature' | 'advanced';
  difficulty: 'beginner' | 'intermediate' | 'advanced';
  /** the product's (docs/product.md#limits) durations. */
  estimatedMinutes: number;
  steps: number;
}

const tour = (
  id: TourId,
  icon: LucideIcon,
  category: HelpTour['category'],
  difficulty: HelpTour['difficulty'],
  estimatedMinutes: number,
): HelpTour => ({ id, icon, category, difficulty, estimatedMinutes, steps: tourSteps[id].length });

/**
 * The tours the help centre offers (their names, descriptions and rewards are in the `tours`
 * namespace, `flows.<id>.*`); each role sees its own (`toursFor`, docs/product.md#roles-and-what-each-sees).
 */
export const helpTours: readonly HelpTour[] = [
  tour('welcome-tour', Signpost, 'onboarding', 'beginner', 8),
  tour('client-welcome-tour', Signpost, 'onboarding', 'beginner', 8),
  tour('client-projects-tour', FolderKanban, 'onboarding', 'beginner', 6),
  tour('projects-page-tour', Table2, 'feature', 'beginner', 10),
  tour('profile-page-tour', User, 'feature', 'beginner', 8),
  tour('support-help', LifeBuoy, 'feature', 'beginner', 6),
  tour('project-management-tour', ListChecks, 'feature', 'intermediate', 12),
  tour('analytics-tour', BarChart3, 'advanced', 'intermediate', 12),
  tour('advanced-features-tour', Wand2, 'advanced', 'advanced', 12),
];
