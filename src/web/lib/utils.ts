import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Merges class names, letting later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds the class merger's tables (every Tailwind utility's group), which its first call does:
 * 12–16 ms at full speed. Called by the app's start in a task of its own, before hydration;
 * otherwise the first component to merge classes paid it inside a hydration step, or inside the
 * press that hydrated the shell at once (docs/decisions/0047).
 */
export function startClassMerging() {
  twMerge('');
}
