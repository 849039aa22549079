/**
 * Project creation rules of docs/product.md#validation, as i18n keys of the `projects` namespace whose Spanish texts
 * are the spec's exact messages.
 */
export const PROJECT_LIMITS = {
  nameMax: 255,
  descriptionMax: 10_000,
  technologiesMax: 20,
  technologyMax: 50,
  featuresMax: 100,
  featureMax: 200,
} as const;

export const projectMessages = {
  nameRequired: 'projects:validation.nameRequired',
  nameTooLong: 'projects:validation.nameTooLong',
  descriptionTooLong: 'projects:validation.descriptionTooLong',
  tooManyTechnologies: 'projects:validation.tooManyTechnologies',
  githubUrlInvalid: 'projects:validation.githubUrlInvalid',
  createdByRequired: 'projects:validation.createdByRequired',
  /** docs/product.md#validation: creating for a user id that is empty or not an id. */
  invalidUserCreate: 'projects:validation.invalidUserCreate',
  invalidCombined: 'projects:validation.invalidCombined',
  featureRequired: 'projects:validation.featureRequired',
  featureTooLong: 'projects:validation.featureTooLong',
  tooManyFeatures: 'projects:validation.tooManyFeatures',
  duplicateFeature: 'projects:validation.duplicateFeature',
} as const;

/** True when no feature repeats another, whatever its case. */
export function hasUniqueFeatures(features: readonly string[]): boolean {
  return new Set(features.map((f) => f.trim().toLocaleLowerCase())).size === features.length;
}

const GITHUB_REPO =
  /^https:\/\/(www\.)?github\.com\/[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}?(\.git)?\/?$/;

/** https, on github.com, with owner then repository name. */
export function isValidGithubRepositoryUrl(url: string): boolean {
  return GITHUB_REPO.test(url.trim());
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ProjectDraft {
  name?: string | null;
  description?: string | null;
  technologies?: readonly string[] | null;
  github_repository_url?: string | null;
  created_by?: string | null;
}

/** Every failed rule, in the spec's order, as message keys. */
export function validateProjectDraft(
  draft: ProjectDraft,
  options: { requireCreator?: boolean } = {},
): string[] {
  const errors: string[] = [];
  const name = draft.name?.trim() ?? '';
  if (!name) errors.push(projectMessages.nameRequired);
  else if (name.length > PROJECT_LIMITS.nameMax) errors.push(projectMessages.nameTooLong);
  if ((draft.description ?? '').length > PROJECT_LIMITS.descriptionMax)
    errors.push(projectMessages.descriptionTooLong);
  if ((draft.technologies ?? []).length > PROJECT_LIMITS.technologiesMax)
    errors.push(projectMessages.tooManyTechnologies);
  const url = draft.github_repository_url?.trim();
  if (url && !isValidGithubRepositoryUrl(url)) errors.push(projectMessages.githubUrlInvalid);
  if (options.requireCreator !== false && !(draft.created_by && UUID.test(draft.created_by))) {
    errors.push(projectMessages.createdByRequired);
  }
  return errors;
}
