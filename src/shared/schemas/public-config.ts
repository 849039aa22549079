import { z } from 'zod';

/** What the browser may know about the server's configuration: never a secret. */
export const publicConfigSchema = z.object({
  oauthProviders: z.array(z.enum(['github', 'google', 'linkedin'])),
  supportEmail: z.email(),
  version: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
