import { z } from 'zod';
import { dateOnlySchema, pageMetaSchema, pageQuerySchema } from './common';
import {
  approvalStatusSchema,
  projectFieldsSchema,
  projectStatusSchema,
  projectTypeSchema,
} from './project-input';
import { expectedVersionSchema, recordVersionSchema } from './record-version';

export {
  approvalRequestSchema,
  approvalStatusSchema,
  createProjectSchema,
  featuresSchema,
  notesSchema,
  projectFieldsSchema,
  projectStatusSchema,
  projectTypeSchema,
  type ApprovalStatus,
  type CreateProjectInput,
  type ProjectStatus,
} from './project-input';

export const updateProjectSchema = projectFieldsSchema.partial().extend({
  status: projectStatusSchema.optional(),
  is_active: z.boolean().optional(),
  /** The version the editor loaded; a stale one is refused with 409 VERSION_CONFLICT. */
  version: expectedVersionSchema,
});
export type UpdateProjectInput = z.input<typeof updateProjectSchema>;

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
