import { z } from 'zod';

/** docs/product.md#screens-and-navigation: saved dashboard widgets are keys from projects, stats, team, help. */
export const dashboardWidgetSchema = z.enum(['projects', 'stats', 'team', 'help']);
export type DashboardWidget = z.infer<typeof dashboardWidgetSchema>;

/** Every widget, in the default order. */
export const DASHBOARD_WIDGETS: readonly DashboardWidget[] = dashboardWidgetSchema.options;

/** The chosen widgets, in the order they are shown; each at most once. */
export const dashboardWidgetsSchema = z
  .array(dashboardWidgetSchema)
  .max(DASHBOARD_WIDGETS.length)
  .refine((widgets) => new Set(widgets).size === widgets.length, 'workspace:custom.errors.duplicateWidget');

export const widgetSizeSchema = z.enum(['normal', 'wide']);
export type WidgetSize = z.infer<typeof widgetSizeSchema>;

/** How wide each widget is; a widget left out is normal. */
export const dashboardLayoutSchema = z.object({
  sizes: z.object({
    projects: widgetSizeSchema.optional(),
    stats: widgetSizeSchema.optional(),
    team: widgetSizeSchema.optional(),
    help: widgetSizeSchema.optional(),
  }),
});

/** Where each value is stored in user_preferences (the same keys as the legacy local storage). */
export const DASHBOARD_PREFERENCES = {
  widgets: { type: 'dashboard_widgets', key: 'widgets' },
  layouts: { type: 'dashboard_layouts', key: 'layouts' },
} as const;

/** The dashboard as the screen uses it: every size known. */
export interface DashboardSettings {
  widgets: DashboardWidget[];
  sizes: Record<DashboardWidget, WidgetSize>;
}

export function defaultDashboardSettings(): DashboardSettings {
  return {
    widgets: [...DASHBOARD_WIDGETS],
    sizes: { projects: 'normal', stats: 'normal', team: 'normal', help: 'normal' },
  };
}

/**
 * Reads the stored widgets and layout (they may come from a legacy local-storage migration):
 * a missing or invalid value falls back to the default (all four in order, normal size).
 */
export function parseDashboardSettings(storedWidgets: unknown, storedLayout: unknown): DashboardSettings {
  const fallback = defaultDashboardSettings();
  const widgets = dashboardWidgetsSchema.safeParse(storedWidgets);
  const layout = dashboardLayoutSchema.safeParse(storedLayout);
  return {
    widgets: widgets.success ? widgets.data : fallback.widgets,
    sizes: layout.success ? { ...fallback.sizes, ...definedOnly(layout.data.sizes) } : fallback.sizes,
  };
}

function definedOnly(
  sizes: Partial<Record<DashboardWidget, WidgetSize | undefined>>,
): Partial<Record<DashboardWidget, WidgetSize>> {
  return Object.fromEntries(Object.entries(sizes).filter(([, size]) => size !== undefined));
}

/** The two preference values to store for these settings. */
export function dashboardPreferenceValues(settings: DashboardSettings): {
  widgets: DashboardWidget[];
  layouts: z.infer<typeof dashboardLayoutSchema>;
} {
  return { widgets: [...settings.widgets], layouts: { sizes: { ...settings.sizes } } };
}
