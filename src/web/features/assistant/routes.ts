import { paths } from '@/shared/paths';
import type { FeatureRoute } from '@/web/lib/feature-route';

/**
 * Websy AI's screen (decision 0022), for every signed-in user: docs/product.md#screens-and-navigation puts /admin/websy-ai behind the
 * first guard only, so clients use it too (the server answers with their own data).
 */
export const assistantRoutes: FeatureRoute[] = [
  { id: 'websy-ai', path: paths.admin.websyAi.path, lazy: () => import('./routes/websy-ai') },
];
