import { z } from 'zod';
import { LIMITS } from '../limits';

/** How someone belongs to a project (decision 0017): its owner, staff an admin assigned, a client colleague. */
export const memberKindSchema = z.enum(['owner', 'staff', 'client']);
export type MemberKind = z.infer<typeof memberKindSchema>;

export const projectMemberSchema = z.object({
  user_id: z.uuid(),
  full_name: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  kind: memberKindSchema,
  /** When they were added; null for the owner. */
  added_at: z.string().nullable(),
});
export type ProjectMember = z.infer<typeof projectMemberSchema>;

export const memberListSchema = z.object({
  members: z.array(projectMemberSchema),
  /** Collaborators (the owner not counted) and the most a project takes. */
  collaborators: z.number().int(),
  limit: z.number().int(),
});
export type MemberList = z.infer<typeof memberListSchema>;

/** Add by e-mail (owner or admin) or, for admins, by user id. */
export const addMemberSchema = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email('validation:emailInvalid')).optional(),
    user_id: z.uuid().optional(),
  })
  .refine((v) => (v.email === undefined) !== (v.user_id === undefined), {
    message: 'projects:members.errors.emailOrUser',
    path: ['email'],
  });
export type AddMemberInput = z.input<typeof addMemberSchema>;

/** The form of the add dialog: an e-mail, required. */
export const addMemberFormSchema = z.object({
  email: z.string().trim().min(1, 'validation:required').pipe(z.email('validation:emailInvalid')),
});

export const COLLABORATOR_LIMIT = LIMITS.collaboratorsPerProject;
