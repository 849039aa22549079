import { z } from 'zod';
import { pageMetaSchema, pageQuerySchema } from './common';
import { passwordSchema, roleSchema } from './profile';

export const listUsersQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  role: roleSchema.optional(),
  status: z.enum(['active', 'deactivated']).optional(),
  ...pageQuerySchema({ limit: 20, max: 100 }).shape,
});

export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  role: roleSchema,
  active: z.boolean(),
  deactivation_reason: z.string().nullable(),
  two_factor_enabled: z.boolean(),
  project_count: z.number().int(),
  created_at: z.string(),
  last_seen: z.string().nullable(),
  /** What the caller may do with this user: view the portal as them (docs/decisions/0054). */
  can: z.object({ view_as: z.boolean() }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.object({ users: z.array(adminUserSchema), ...pageMetaSchema.shape });

export const changeRoleSchema = z.object({ role: roleSchema });
export const deactivateSchema = z.object({ reason: z.string().trim().max(500).optional() });

export const createInvitationSchema = z.object({
  email: z.email('validation:emailInvalid').transform((e) => e.toLowerCase()),
  role: roleSchema.default('user'),
});
export const acceptInvitationSchema = z.object({
  token: z.string().min(20).max(200),
  full_name: z.string().trim().min(1, 'validation:fullNameRequired').max(120, 'validation:fullNameTooLong'),
  password: passwordSchema,
});
export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
  invited_by: z.uuid().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
