import { z } from 'zod';

/** The forgot-password form's one field (loaded with zod when the form is first used). */
export const forgotPasswordSchema = z.object({ email: z.email('validation:emailInvalid') });
