import { z } from 'zod';
import { expectedVersionSchema, recordVersionSchema } from './record-version';
import {
  PROJECT_LIMITS,
  hasUniqueFeatures,
  isValidGithubRepositoryUrl,
  projectMessages,
} from '../domain/project-validation';
import { projectTypeIds } from '../domain/project-types';
import { dateOnlySchema, pageMetaSchema, pageQuerySchema } from './common';

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

export const updateProjectSchema = projectFieldsSchema.partial().extend({
  status: projectStatusSchema.optional(),
  is_active: z.boolean().optional(),
  /** The version the editor loaded; a stale one is refused with 409 VERSION_CONFLICT. */
  version: expectedVersionSchema,
});
export type UpdateProjectInput = z.input<typeof updateProjectSchema>;

export const notesSchema = z.object({ admin_notes: z.string().trim().max(2000).optional() });
export const approvalRequestSchema = z.object({ request_notes: z.string().trim().max(2000).optional() });

export const projectSortSchema = z.enum(['created_at', 'updated_at', 'name', 'progress', 'status']);

export const listProjectsQuerySchema = z.object({
  status: projectStatusSchema.optional(),
  approval_status: approvalStatusSchema.optional(),
  technology: z.string().trim().min(1).max(50).optional(),
  search: z.string().trim().max(200).optional(),
  dateFrom: dateOnlySchema.optional(),
  dateTo: dateOnlySchema.optional(),
  created_by: z.uuid().optional(),
  /** The client the projects belong to (admins; a client's own list is theirs anyway). */
  user_id: z.uuid().optional(),
  sort: projectSortSchema.default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  ...pageQuerySchema({ limit: 10, max: 100 }).shape,
});
export type ListProjectsQuery = z.input<typeof listProjectsQuerySchema>;

export const phaseEstadoSchema = z.enum(['Pendiente', 'En progreso', 'Terminado']);

export const personSchema = z.object({ id: z.uuid(), full_name: z.string(), email: z.string() }).nullable();

/**
 * What the caller may do with the project, by the rules of `domain/project-policy.ts` (the
 * server enforces the same): the web reads it and never decides.
 */
export const projectCanSchema = z.object({
  update: z.boolean(),
  delete: z.boolean(),
  requestApproval: z.boolean(),
  /** Approve or reject it. */
  decide: z.boolean(),
  /** Change its status and activity. */
  changeStatus: z.boolean(),
  manageMembers: z.boolean(),
  editFeatures: z.boolean(),
  /** Create, edit and delete its phases. */
  managePhases: z.boolean(),
  /** Create, edit, complete and delete its tasks. */
  manageTasks: z.boolean(),
  /** Link code evidence to its phases, and unlink it. */
  linkEvidence: z.boolean(),
});
export type ProjectCan = z.infer<typeof projectCanSchema>;

export const projectSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  technologies: z.array(z.string()),
  status: projectStatusSchema,
  is_active: z.boolean(),
  created_by: z.uuid(),
  user_id: z.uuid(),
  owner: personSchema,
  created_at: z.string(),
  updated_at: z.string(),
  version: recordVersionSchema,
  approval_status: approvalStatusSchema,
  type: projectTypeSchema,
  approved_by: z.uuid().nullable(),
  approved_at: z.string().nullable(),
  request_notes: z.string().nullable(),
  requested_at: z.string().nullable(),
  admin_notes: z.string().nullable(),
  github_repository_url: z.string().nullable(),
  progress: z.number().int(),
  completion_percentage: z.number().int(),
  funcionalidades: z.array(z.string()),
  can: projectCanSchema,
});
export type Project = z.infer<typeof projectSchema>;

export const phaseCommentSchema = z.object({
  id: z.uuid(),
  fecha: z.string(),
  content: z.string(),
  user_id: z.uuid().nullable(),
  author_name: z.string(),
});

export const projectDetailSchema = projectSchema.extend({
  fases: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      estado: phaseEstadoSchema,
      comentarios: z.array(phaseCommentSchema),
    }),
  ),
  progressHistory: z.array(z.object({ date: z.string(), progress: z.number().int() })),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const projectListSchema = z.object({
  projects: z.array(projectSchema),
  ...pageMetaSchema.shape,
});
export type ProjectList = z.infer<typeof projectListSchema>;

/** A row of the project_approval_requests view: the project, the request and who asked. */
export const projectApprovalRequestSchema = z.object({
  project_id: z.uuid(),
  project_name: z.string(),
  type: z.string(),
  approval_status: approvalStatusSchema,
  request_notes: z.string().nullable(),
  requested_at: z.string().nullable(),
  admin_notes: z.string().nullable(),
  created_at: z.string(),
  created_by: z.uuid(),
  requester_name: z.string(),
  requester_email: z.string(),
});
export type ProjectApprovalRequest = z.infer<typeof projectApprovalRequestSchema>;

export const projectApprovalRequestListSchema = z.object({
  requests: z.array(projectApprovalRequestSchema),
  total: z.number().int(),
});
