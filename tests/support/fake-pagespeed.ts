import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * PageSpeed Insights for tests, speaking the wire format of its v5 API:
 * `GET /pagespeedonline/v5/runPagespeed?url=…&strategy=…&category=…&key=…` answers a
 * `pagespeedonline#result` with the Lighthouse result (categories.performance.score 0–1, the
 * audits' numericValue) and the Chrome UX Report field data (loadingExperience.metrics with
 * percentiles); errors as Google's `{ error: { code, message, status } }`. Every request is
 * recorded; the answer is scripted per site address (or for all).
 */
export type SpeedAnswer =
  | { score: number | null; lcpMs?: number; cls?: number; inpMs?: number }
  | { status: number; message?: string };

export interface PagespeedRequest {
  path: string;
  url: string | null;
  strategy: string | null;
  category: string | null;
  key: string | null;
}

export interface FakePagespeed {
  /** The base URL to configure (PAGESPEED_BASE_URL). */
  url: string;
  requests: PagespeedRequest[];
  answers: Map<string, SpeedAnswer>;
  answerAll: SpeedAnswer;
  close(): Promise<void>;
}

function result(siteUrl: string, answer: Extract<SpeedAnswer, { score: unknown }>) {
  const audit = (id: string, numericValue: number | undefined) =>
    numericValue === undefined
      ? {}
      : {
          [id]: {
            id,
            score: 0.9,
            numericValue,
            numericUnit: id === 'cumulative-layout-shift' ? 'unitless' : 'millisecond',
          },
        };
  return {
    captchaResult: 'CAPTCHA_NOT_NEEDED',
    kind: 'pagespeedonline#result',
    id: siteUrl,
    loadingExperience: {
      id: siteUrl,
      metrics:
        answer.inpMs === undefined
          ? {}
          : { INTERACTION_TO_NEXT_PAINT: { percentile: answer.inpMs, distributions: [], category: 'FAST' } },
      overall_category: 'FAST',
      initial_url: siteUrl,
    },
    lighthouseResult: {
      requestedUrl: siteUrl,
      finalUrl: siteUrl,
      lighthouseVersion: '12.8.2',
      fetchTime: new Date().toISOString(),
      configSettings: {
        emulatedFormFactor: 'mobile',
        formFactor: 'mobile',
        locale: 'en-US',
        onlyCategories: ['performance'],
      },
      audits: {
        ...audit('largest-contentful-paint', answer.lcpMs),
        ...audit('cumulative-layout-shift', answer.cls),
      },
      categories: {
        performance: { id: 'performance', title: 'Performance', score: answer.score, auditRefs: [] },
      },
    },
    analysisUTCTimestamp: new Date().toISOString(),
  };
}

export async function startFakePagespeed(): Promise<FakePagespeed> {
  const fake = {
    requests: [] as PagespeedRequest[],
    answers: new Map<string, SpeedAnswer>(),
    answerAll: { score: 0.9, lcpMs: 2000, cls: 0.01, inpMs: 150 } as SpeedAnswer,
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const at = new URL(req.url ?? '/', 'http://fake');
    const q = at.searchParams;
    fake.requests.push({
      path: at.pathname,
      url: q.get('url'),
      strategy: q.get('strategy'),
      category: q.get('category'),
      key: q.get('key'),
    });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' || at.pathname !== '/pagespeedonline/v5/runPagespeed') {
      return send(404, { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } });
    }
    if (!q.get('key')) {
      return send(403, {
        error: { code: 403, message: 'The caller does not have permission', status: 'PERMISSION_DENIED' },
      });
    }
    const siteUrl = q.get('url') ?? '';
    const answer = fake.answers.get(siteUrl) ?? fake.answerAll;
    if ('status' in answer) {
      return send(answer.status, {
        error: {
          code: answer.status,
          message: answer.message ?? 'Lighthouse returned error',
          status: 'INVALID_ARGUMENT',
        },
      });
    }
    send(200, result(siteUrl, answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
