import { describe, expect, it } from 'vitest';
import { defaultDashboardSettings } from '@/shared/schemas/dashboard';
import {
  hiddenWidgets,
  moveWidget,
  moveWidgetBy,
  sameSettings,
  setWidgetSize,
  setWidgetVisible,
} from './dashboard-order';

const all = defaultDashboardSettings().widgets;

describe('moveWidget', () => {
  it('moves an item to a new index', () => {
    expect(moveWidget(all, 3, 0)).toEqual(['help', 'projects', 'stats', 'team']);
    expect(moveWidget(all, 0, 2)).toEqual(['stats', 'team', 'projects', 'help']);
  });
  it('changes nothing for out-of-range or same-place moves, and never mutates', () => {
    expect(moveWidget(all, 1, 1)).toEqual(all);
    expect(moveWidget(all, -1, 2)).toEqual(all);
    expect(moveWidget(all, 0, 4)).toEqual(all);
    expect(all).toEqual(['projects', 'stats', 'team', 'help']);
  });
});

describe('moveWidgetBy', () => {
  it('moves one step up or down', () => {
    expect(moveWidgetBy(['projects', 'team', 'help'], 'help', -1)).toEqual(['projects', 'help', 'team']);
    expect(moveWidgetBy(['projects', 'team', 'help'], 'projects', 1)).toEqual(['team', 'projects', 'help']);
  });
  it('stays put at the ends and for a hidden widget', () => {
    expect(moveWidgetBy(['help', 'projects'], 'help', -1)).toEqual(['help', 'projects']);
    expect(moveWidgetBy(['help', 'projects'], 'projects', 1)).toEqual(['help', 'projects']);
    expect(moveWidgetBy(['help', 'projects'], 'stats', -1)).toEqual(['help', 'projects']);
  });
});

describe('visibility', () => {
  it('hides a widget and shows it again at the end', () => {
    const hidden = setWidgetVisible(defaultDashboardSettings(), 'stats', false);
    expect(hidden.widgets).toEqual(['projects', 'team', 'help']);
    expect(hiddenWidgets(hidden.widgets)).toEqual(['stats']);
    expect(setWidgetVisible(hidden, 'stats', true).widgets).toEqual(['projects', 'team', 'help', 'stats']);
  });
  it('returns the same settings when nothing changes', () => {
    const settings = defaultDashboardSettings();
    expect(setWidgetVisible(settings, 'team', true)).toBe(settings);
    expect(setWidgetSize(settings, 'team', 'normal')).toBe(settings);
  });
  it('lists hidden widgets in the default order', () => {
    expect(hiddenWidgets(['team'])).toEqual(['projects', 'stats', 'help']);
    expect(hiddenWidgets([])).toEqual(['projects', 'stats', 'team', 'help']);
  });
});

describe('sizes and comparison', () => {
  it('sets one widget wide', () => {
    const wide = setWidgetSize(defaultDashboardSettings(), 'projects', 'wide');
    expect(wide.sizes).toEqual({ projects: 'wide', stats: 'normal', team: 'normal', help: 'normal' });
    expect(sameSettings(wide, defaultDashboardSettings())).toBe(false);
  });
  it('compares order and sizes', () => {
    expect(sameSettings(defaultDashboardSettings(), defaultDashboardSettings())).toBe(true);
    expect(
      sameSettings(
        { ...defaultDashboardSettings(), widgets: ['stats', 'projects', 'team', 'help'] },
        defaultDashboardSettings(),
      ),
    ).toBe(false);
  });
});
