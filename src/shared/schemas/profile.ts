import { z } from 'zod';

export const roleSchema = z.enum(['admin', 'user']);
export type Role = z.infer<typeof roleSchema>;

/** The admin viewing the portal as this person ("view as client", docs/decisions/0054). */
export const viewedBySchema = z.object({ id: z.uuid(), name: z.string() });
export type ViewedBy = z.infer<typeof viewedBySchema>;

/** The profile the API presents (docs/product.md#records-and-fields users; `name` and `avatar` mirror the canonical fields). */
export const profileSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  full_name: z.string(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  avatar: z.string().nullable(),
  has_real_avatar: z.boolean(),
  role: roleSchema,
  two_factor_enabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Set in a "view as client" session: the admin looking, read-only. */
  viewed_by: viewedBySchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Shared by the profile form and PATCH /api/me. Messages are i18n keys in the `validation` namespace. */
export const updateProfileSchema = z
  .object({
    full_name: z.string().trim().min(1, 'validation:fullNameRequired').max(120, 'validation:fullNameTooLong'),
    avatar_url: z.union([
      z
        .url({ protocol: /^https?$/, message: 'validation:avatarUrlInvalid' })
        .max(2048, 'validation:avatarUrlInvalid'),
      z.literal('').transform(() => null),
      z.null(),
    ]),
  })
  .partial();
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const passwordSchema = z
  .string()
  .min(8, 'validation:passwordTooShort')
  .max(128, 'validation:passwordTooLong');

export const signUpSchema = z.object({
  full_name: z.string().trim().min(1, 'validation:fullNameRequired').max(120, 'validation:fullNameTooLong'),
  email: z.email('validation:emailInvalid'),
  password: passwordSchema,
});

export const signInSchema = z.object({
  email: z.email('validation:emailInvalid'),
  password: z.string().min(1, 'validation:passwordRequired'),
});

export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1, 'validation:passwordRequired'),
    new_password: passwordSchema,
    confirm_password: z.string(),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'validation:passwordsDontMatch',
  });

export const resetPasswordSchema = z
  .object({ new_password: passwordSchema, confirm_password: z.string() })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'validation:passwordsDontMatch',
  });
