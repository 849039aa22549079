// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_DATA_ID } from '@/shared/web-build';
import { takeServerSession } from './server-session';
import { testProfile } from './test-profile';

const profile = testProfile();

function pageWith(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SESSION_DATA_ID;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => document.body.replaceChildren());

describe('the profile a server-rendered screen brought (decision 0041)', () => {
  it('is taken once, and its element removed', () => {
    pageWith(JSON.stringify(profile));
    expect(takeServerSession()).toEqual(profile);
    expect(document.getElementById(SESSION_DATA_ID)).toBeNull();
    expect(takeServerSession()).toBeNull();
  });

  it('is null on a page without one (the app asks the server as usual)', () => {
    expect(takeServerSession()).toBeNull();
  });

  it('is ignored when it is not a profile', () => {
    for (const text of ['{not json', 'null', '"lucia"', JSON.stringify({ ...profile, role: 'owner' })]) {
      pageWith(text);
      expect(takeServerSession(), text).toBeNull();
      expect(document.getElementById(SESSION_DATA_ID)).toBeNull();
    }
    pageWith(JSON.stringify({ id: profile.id, email: profile.email, role: 'admin' }));
    expect(takeServerSession()).toBeNull();
  });
});
