/**
 * The dependency audit's rule (docs/product.md#security): a known high or critical vulnerability in a production
 * dependency fails, unless `audit-allowlist.json` names the advisory and why it is accepted.
 * Pure: it reads the JSON that `npm audit --omit=dev --json` prints (its report format 2).
 */
import { z } from 'zod';

const severitySchema = z.enum(['info', 'low', 'moderate', 'high', 'critical']);

/** One vulnerable package of the report; `via` holds advisories (objects) or package names. */
const vulnerabilitySchema = z.object({
  name: z.string(),
  severity: severitySchema,
  via: z.array(
    z.union([
      z.string(),
      z.object({ source: z.number(), url: z.string(), title: z.string(), severity: severitySchema }).loose(),
    ]),
  ),
});

export const auditReportSchema = z.object({
  vulnerabilities: z.record(z.string(), vulnerabilitySchema),
});

export const allowListSchema = z.array(
  z.object({
    /** The advisory's address (https://github.com/advisories/GHSA-…), as the report gives it. */
    advisory: z.url(),
    /** Why it is accepted: not reachable from our code, no fix yet and what limits it, … */
    reason: z.string().min(20),
    /** A date after which the acceptance must be looked at again. */
    review_by: z.iso.date(),
  }),
);

export interface Finding {
  package: string;
  severity: 'high' | 'critical';
  advisory: string;
  title: string;
}

/** The high and critical advisories of a report that the allow-list does not name. */
export function blockingFindings(report: unknown, allowList: z.infer<typeof allowListSchema>): Finding[] {
  const { vulnerabilities } = auditReportSchema.parse(report);
  const allowed = new Set(allowList.map((entry) => entry.advisory));
  const findings = new Map<string, Finding>();
  for (const vulnerability of Object.values(vulnerabilities)) {
    for (const via of vulnerability.via) {
      if (typeof via === 'string') continue;
      if (via.severity !== 'high' && via.severity !== 'critical') continue;
      if (allowed.has(via.url)) continue;
      findings.set(`${vulnerability.name} ${via.url}`, {
        package: vulnerability.name,
        severity: via.severity,
        advisory: via.url,
        title: via.title,
      });
    }
  }
  return [...findings.values()];
}

/** Allow-list entries whose review date has passed (they fail too: an acceptance is not forever). */
export function expiredEntries(allowList: z.infer<typeof allowListSchema>, today: string) {
  return allowList.filter((entry) => entry.review_by < today);
}
