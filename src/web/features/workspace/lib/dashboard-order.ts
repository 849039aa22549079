import {
  DASHBOARD_WIDGETS,
  type DashboardSettings,
  type DashboardWidget,
  type WidgetSize,
} from '@/shared/schemas/dashboard';

/** Moves the item at `from` to `to` (dnd-kit's arrayMove); out-of-range moves change nothing. */
export function moveWidget(widgets: readonly DashboardWidget[], from: number, to: number): DashboardWidget[] {
  const next = [...widgets];
  if (from === to || from < 0 || to < 0 || from >= next.length || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** One step up (-1) or down (+1); at either end nothing changes. */
export function moveWidgetBy(
  widgets: readonly DashboardWidget[],
  widget: DashboardWidget,
  delta: -1 | 1,
): DashboardWidget[] {
  const from = widgets.indexOf(widget);
  return from < 0 ? [...widgets] : moveWidget(widgets, from, from + delta);
}

/** Widgets not on the dashboard, in the default order. */
export function hiddenWidgets(widgets: readonly DashboardWidget[]): DashboardWidget[] {
  return DASHBOARD_WIDGETS.filter((w) => !widgets.includes(w));
}

/** Shows a widget (added at the end) or hides it (its place is forgotten). */
export function setWidgetVisible(
  settings: DashboardSettings,
  widget: DashboardWidget,
  visible: boolean,
): DashboardSettings {
  const shown = settings.widgets.includes(widget);
  if (shown === visible) return settings;
  return {
    ...settings,
    widgets: visible ? [...settings.widgets, widget] : settings.widgets.filter((w) => w !== widget),
  };
}

export function setWidgetSize(
  settings: DashboardSettings,
  widget: DashboardWidget,
  size: WidgetSize,
): DashboardSettings {
  if (settings.sizes[widget] === size) return settings;
  return { ...settings, sizes: { ...settings.sizes, [widget]: size } };
}

export function sameSettings(a: DashboardSettings, b: DashboardSettings): boolean {
  return (
    a.widgets.length === b.widgets.length &&
    a.widgets.every((w, i) => b.widgets[i] === w) &&
    DASHBOARD_WIDGETS.every((w) => a.sizes[w] === b.sizes[w])
  );
}
