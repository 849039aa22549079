import { z } from 'zod';

/** Where the browser goes once a view starts or ends (a full load: the session changed). */
export const viewAsRedirectSchema = z.object({ redirect: z.string() });

/** One time the agency viewed a client's portal, as the client sees it in their settings. */
export const portalViewSchema = z.object({
  id: z.uuid(),
  admin_name: z.string().nullable(),
  started_at: z.string(),
  /** When it ended (exit or sign-out); null while it lasts or when it simply expired. */
  ended_at: z.string().nullable(),
  /** When the view session expires on its own (it is never extended). */
  expires_at: z.string(),
  duration_seconds: z.number().int().nullable(),
});
export type PortalView = z.infer<typeof portalViewSchema>;
export const portalViewListSchema = z.object({ views: z.array(portalViewSchema) });
