import { describe, expect, it } from 'vitest';
import { allowListSchema, blockingFindings, expiredEntries } from './audit-policy';

const advisory = (url: string, severity: string) => ({
  source: 1,
  name: 'x',
  dependency: 'x',
  title: `${severity} issue`,
  url,
  severity,
  cwe: [],
  range: '<1.0.0',
});

const report = {
  auditReportVersion: 2,
  vulnerabilities: {
    lodash: {
      name: 'lodash',
      severity: 'critical',
      via: [advisory('https://github.com/advisories/GHSA-1', 'critical')],
    },
    semver: {
      name: 'semver',
      severity: 'moderate',
      via: [advisory('https://github.com/advisories/GHSA-2', 'moderate')],
    },
    wrapper: { name: 'wrapper', severity: 'critical', via: ['lodash'] },
    ws: { name: 'ws', severity: 'high', via: [advisory('https://github.com/advisories/GHSA-3', 'high')] },
  },
  metadata: {},
};

describe('the dependency audit', () => {
  it('fails on each high or critical advisory, once, and not on moderate ones or mere dependents', () => {
    expect(blockingFindings(report, []).map((f) => `${f.package} ${f.severity}`)).toEqual([
      'lodash critical',
      'ws high',
    ]);
  });

  it('lets an advisory the allow-list names through, and an acceptance expires', () => {
    const allowList = allowListSchema.parse([
      {
        advisory: 'https://github.com/advisories/GHSA-3',
        reason: 'Only the development server opens sockets with this client.',
        review_by: '2027-01-31',
      },
    ]);
    expect(blockingFindings(report, allowList).map((f) => f.package)).toEqual(['lodash']);
    expect(expiredEntries(allowList, '2027-01-31')).toEqual([]);
    expect(expiredEntries(allowList, '2027-02-01')).toHaveLength(1);
  });

  it('refuses an acceptance without a reason or a review date, and a report it cannot read', () => {
    expect(() =>
      allowListSchema.parse([{ advisory: 'https://github.com/advisories/GHSA-3', reason: 'ok' }]),
    ).toThrow();
    expect(() => blockingFindings({ error: { summary: '405' } }, [])).toThrow();
  });
});
