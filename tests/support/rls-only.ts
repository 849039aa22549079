import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HttpClient } from './http-client';
import { unliftedPolicyMethods, withPoliciesLifted } from './lift-policies';
import { startTestApp, type TestApp } from './test-app';

/**
 * What an endpoint is for client B with the route policies lifted: refused by the database (403)
 * or hidden by row-level security (404), or answered (scoped to B's rows, or config: no rows at all).
 */
export type Kind = { refused: 403 | 404 } | 'scoped' | 'config' | 'public';

/** One request B replays, named as in its matrix. */
export interface Replayed {
  name: string;
  method: string;
  path: string;
  body: unknown;
  headers?: Record<string, string> | undefined;
}

/**
 * The set-up the row-level-security-only tests share: a test app and its fixture built under the
 * real policies, the markers of A's rows, and B's replay of a matrix with every policy lifted.
 * The test file imports `./lift-every-policy` first, so that the policies can be lifted at all.
 */
export function rlsOnlySuite<F extends { http: { clientB: HttpClient } }>(
  build: (app: TestApp) => Promise<F>,
  markersOfA: (app: TestApp, f: F) => Promise<string[]>,
) {
  let app: TestApp | undefined;
  let f: F | undefined;
  let markers: string[] = [];
  beforeAll(async () => {
    app = await startTestApp();
    f = await build(app);
    markers = await markersOfA(app, f);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** The markers of A's rows an answer holds, as `endpoint: marker`. */
  const leaksOfA = (name: string, text: string) =>
    markers.filter((marker) => text.includes(marker)).map((marker) => `${name}: ${marker}`);

  return {
    get app() {
      return app!;
    },
    get f() {
      return f!;
    },
    /** The first checks of every such file: the mocks lift every policy, the table names every case. */
    itLiftsEveryPolicyAndClassifies(caseNames: () => string[], kinds: Record<string, Kind>, matrix: string) {
      it('lifts every method of every module’s policy', async () => {
        expect(await unliftedPolicyMethods()).toEqual([]);
      });
      it(`classifies every endpoint of the ${matrix} matrix`, () => {
        expect(caseNames().sort()).toEqual(Object.keys(kinds).sort());
      });
    },
    /**
     * B's requests with every policy lifted: what each answered (2xx as `answered(name)`), A's
     * markers in any answer, and every 403 that is not the database's own refusal (42501).
     */
    async replay(requests: Replayed[], answered: (name: string) => Kind) {
      const seen: Record<string, Kind> = {};
      const leaks: string[] = [];
      const notFromDatabase: string[] = [];
      await withPoliciesLifted(async () => {
        for (const { name, method, path, body, headers } of requests) {
          const res = await f!.http.clientB.request(method, path, body, headers);
          const ok = res.status === 200 || res.status === 201 || res.status === 204;
          seen[name] = ok ? answered(name) : { refused: res.status as 403 | 404 };
          if (ok) leaks.push(...leaksOfA(name, res.text));
          if (res.status === 403 && res.json.error.details?.sqlState !== '42501') notFromDatabase.push(name);
        }
      });
      return { seen, leaks, notFromDatabase };
    },
  };
}
