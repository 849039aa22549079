/**
 * What a person sends about a project (forms and request bodies) and its statuses, apart from what
 * the API answers (`projects.ts`): the web app builds only these schemas, and not the answers'
 * schemas, which it never parses.
 */
import { z } from 'zod';
import {
  PROJECT_LIMITS,
  hasUniqueFeatures,
  isValidGithubRepositoryUrl,
  projectMessages,
} from '../domain/project-validation';
import { projectTypeIds } from '../domain/project-types';

export const projectStatusSchema = z.enum(['development', 'production', 'paused', 'maintenance']);
export const approvalStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export const projectTypeSchema = z.enum(projectTypeIds);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

const technology = z.string().trim().min(1).max(PROJECT_LIMITS.technologyMax);

/** A project's features list (funcionalidades): trimmed lines, at most 100, none repeated. */
export const featuresSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, projectMessages.featureRequired)
      .max(PROJECT_LIMITS.featureMax, projectMessages.featureTooLong),
  )
  .max(PROJECT_LIMITS.featuresMax, projectMessages.tooManyFeatures)
  .refine(hasUniqueFeatures, projectMessages.duplicateFeature);

/**
 * One schema for the creation form and POST /api/projects. Messages are i18n keys whose Spanish
 * texts are the product's (docs/product.md#validation).
 */
export const projectFieldsSchema = z.object({
  name: z
    .string({ message: projectMessages.nameRequired })
    .trim()
    .min(1, projectMessages.nameRequired)
    .max(PROJECT_LIMITS.nameMax, projectMessages.nameTooLong),
  description: z.string().max(PROJECT_LIMITS.descriptionMax, projectMessages.descriptionTooLong).default(''),
  technologies: z
    .array(technology)
    .max(PROJECT_LIMITS.technologiesMax, projectMessages.tooManyTechnologies)
    .default([])
    .transform((list) => [...new Set(list)]),
  github_repository_url: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidGithubRepositoryUrl(v), projectMessages.githubUrlInvalid)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null),
  funcionalidades: featuresSchema.default([]),
});

export const createProjectSchema = projectFieldsSchema.extend({
  /** Admins may create a project for a client; ignored for clients. */
  user_id: z.uuid({ message: projectMessages.invalidUserCreate }).optional(),
});
export type CreateProjectInput = z.input<typeof createProjectSchema>;

export const notesSchema = z.object({ admin_notes: z.string().trim().max(2000).optional() });
export const approvalRequestSchema = z.object({ request_notes: z.string().trim().max(2000).optional() });
