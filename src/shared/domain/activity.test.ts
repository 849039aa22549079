import { describe, expect, it } from 'vitest';
import { activityI18nOf } from './activity';

describe('activity entries in any language', () => {
  it('reads the recorded key and values', () => {
    expect(
      activityI18nOf({ i18n: { key: 'projects:activity.taskCompleted', params: { name: 'Logo', n: 2 } } }),
    ).toEqual({
      key: 'projects:activity.taskCompleted',
      params: { name: 'Logo', n: 2 },
    });
    expect(activityI18nOf({ i18n: { key: 'projects:activity.created' } })).toEqual({
      key: 'projects:activity.created',
      params: {},
    });
  });

  it('has nothing for entries without a usable key', () => {
    expect(activityI18nOf({})).toBeNull();
    expect(activityI18nOf(null)).toBeNull();
    expect(activityI18nOf({ i18n: { key: 'admin:secret' } })).toBeNull();
    expect(activityI18nOf({ i18n: { key: 'projects:x', params: { a: { nested: true } } } })).toBeNull();
  });
});
