// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { QUERIES_DATA_ID, SESSION_DATA_ID } from '@/shared/web-build';
import { takeServedQueries, takeServerQueries, takeServerSession } from './server-session';
import { testProfile } from './test-profile';

const profile = testProfile();

/** The page's JSON element `id` holding `text`. */
function elementWith(id: string, text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = id;
  element.textContent = text;
  document.body.append(element);
}
const pageWith = (text: string) => elementWith(SESSION_DATA_ID, text);

afterEach(() => document.body.replaceChildren());

describe('the profile a server-rendered screen brought (decision 0046)', () => {
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

describe('the data a server-rendered screen brought (decision 0046)', () => {
  const dataWith = (text: string) => elementWith(QUERIES_DATA_ID, text);
  const served = (queryKey: unknown[], data: unknown, dataUpdatedAt = 1_700_000_000_000) => ({
    queryKey,
    queryHash: JSON.stringify(queryKey),
    state: { status: 'success', data, dataUpdatedAt, dataUpdateCount: 1, fetchStatus: 'idle' },
  });

  it('fills the cache once, removes its element, and is handed to realtime once', () => {
    const client = new QueryClient();
    dataWith(
      JSON.stringify({
        mutations: [],
        queries: [served(['projects', 'count'], 3), served(['public-config'], { a: 1 })],
      }),
    );
    expect(takeServerQueries(client)).toBe(2);
    expect(client.getQueryData(['projects', 'count'])).toBe(3);
    expect(client.getQueryData(['public-config'])).toEqual({ a: 1 });
    expect(document.getElementById(QUERIES_DATA_ID)).toBeNull();
    expect(takeServerQueries(client)).toBe(0);
    expect([...takeServedQueries()]).toEqual([
      ['["projects","count"]', 1_700_000_000_000],
      ['["public-config"]', 1_700_000_000_000],
    ]);
    expect(takeServedQueries().size).toBe(0);
  });

  it('is ignored when it is not answered queries (those parts load as usual)', () => {
    const failed = { ...served(['x'], null), state: { status: 'error', dataUpdatedAt: 0 } };
    for (const text of ['{not json', 'null', '[]', '{"queries":{}}', JSON.stringify({ queries: [failed] })]) {
      const client = new QueryClient();
      dataWith(text);
      expect(takeServerQueries(client), text).toBe(0);
      expect(client.getQueryCache().getAll()).toEqual([]);
      expect(document.getElementById(QUERIES_DATA_ID)).toBeNull();
    }
    expect(takeServedQueries().size).toBe(0);
  });
});
