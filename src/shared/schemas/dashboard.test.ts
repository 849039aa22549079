import { describe, expect, it } from 'vitest';
import {
  dashboardLayoutSchema,
  dashboardPreferenceValues,
  dashboardWidgetSchema,
  dashboardWidgetsSchema,
  defaultDashboardSettings,
  parseDashboardSettings,
} from './dashboard';

const DEFAULT_SIZES = { projects: 'normal', stats: 'normal', team: 'normal', help: 'normal' };

describe('dashboard widget schemas', () => {
  it('knows the four widgets of docs/product.md#screens-and-navigation, in order', () => {
    expect(dashboardWidgetSchema.options).toEqual(['projects', 'stats', 'team', 'help']);
  });

  it('accepts an ordered subset, also an empty one', () => {
    expect(dashboardWidgetsSchema.safeParse(['help', 'projects']).success).toBe(true);
    expect(dashboardWidgetsSchema.safeParse([]).success).toBe(true);
  });

  it('refuses repeated or unknown widgets', () => {
    expect(dashboardWidgetsSchema.safeParse(['help', 'help']).success).toBe(false);
    expect(dashboardWidgetsSchema.safeParse(['projects', 'calendar']).success).toBe(false);
    expect(dashboardWidgetsSchema.safeParse('projects').success).toBe(false);
  });

  it('accepts a partial layout and refuses unknown sizes', () => {
    expect(dashboardLayoutSchema.safeParse({ sizes: { team: 'wide' } }).success).toBe(true);
    expect(dashboardLayoutSchema.safeParse({ sizes: { team: 'huge' } }).success).toBe(false);
    expect(dashboardLayoutSchema.safeParse({}).success).toBe(false);
  });
});

describe('parseDashboardSettings', () => {
  it('falls back to the default when nothing is stored', () => {
    expect(parseDashboardSettings(undefined, undefined)).toEqual(defaultDashboardSettings());
    expect(defaultDashboardSettings()).toEqual({
      widgets: ['projects', 'stats', 'team', 'help'],
      sizes: DEFAULT_SIZES,
    });
  });

  it('keeps valid stored values, filling missing sizes with normal', () => {
    expect(parseDashboardSettings(['help', 'team'], { sizes: { team: 'wide' } })).toEqual({
      widgets: ['help', 'team'],
      sizes: { ...DEFAULT_SIZES, team: 'wide' },
    });
  });

  it('keeps a stored empty choice (the user hid every widget)', () => {
    expect(parseDashboardSettings([], null).widgets).toEqual([]);
  });

  it('falls back per value when a legacy value is invalid', () => {
    const legacy = parseDashboardSettings([{ id: 'projects', visible: true }], {
      sizes: { stats: 'wide' },
      extra: 1,
    });
    expect(legacy.widgets).toEqual(['projects', 'stats', 'team', 'help']);
    expect(legacy.sizes).toEqual({ ...DEFAULT_SIZES, stats: 'wide' });
    expect(parseDashboardSettings(['stats', 'stats'], 'wide')).toEqual(defaultDashboardSettings());
  });

  it('ignores unknown widgets inside a layout', () => {
    expect(parseDashboardSettings(['projects'], { sizes: { calendar: 'wide', help: 'wide' } }).sizes).toEqual(
      { ...DEFAULT_SIZES, help: 'wide' },
    );
  });
});

describe('dashboardPreferenceValues', () => {
  it('stores the ordered keys and the sizes object', () => {
    const settings = {
      widgets: ['help', 'projects'] as const,
      sizes: { ...defaultDashboardSettings().sizes, help: 'wide' as const },
    };
    expect(dashboardPreferenceValues({ ...settings, widgets: [...settings.widgets] })).toEqual({
      widgets: ['help', 'projects'],
      layouts: { sizes: { ...DEFAULT_SIZES, help: 'wide' } },
    });
  });

  it('round-trips through the parser', () => {
    const settings = {
      widgets: ['team' as const],
      sizes: { ...defaultDashboardSettings().sizes, projects: 'wide' as const },
    };
    const stored = dashboardPreferenceValues(settings);
    expect(parseDashboardSettings(stored.widgets, stored.layouts)).toEqual(settings);
  });
});
