/**
 * A screen a feature hands to the router (`app/route-table.ts`): a lazy module exporting
 * `Component` and `handle` (its title key). `role: 'admin'` screens are mounted behind the
 * router's one role guard (`app/guards/require-role.tsx`): anyone else is sent to /dashboard
 * before the screen renders, so screens never check the role themselves.
 */
export interface FeatureRoute {
  id: string;
  path: string;
  lazy: () => Promise<object>;
  role?: 'admin';
}
