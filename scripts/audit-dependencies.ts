/**
 * `npm run audit:deps`: fails (exit 1) on a known high or critical vulnerability in a production
 * dependency that `audit-allowlist.json` does not accept, or on an acceptance past its review
 * date (scripts/audit/audit-policy.ts). Exit 2 when the registry cannot answer an audit (no
 * network, or a registry without npm's audit endpoint): that is not a pass.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { allowListSchema, blockingFindings, expiredEntries } from './audit/audit-policy';

const allowList = allowListSchema.parse(
  JSON.parse(readFileSync(new URL('../audit-allowlist.json', import.meta.url), 'utf8')),
);

execFile('npm', ['audit', '--omit=dev', '--json'], { maxBuffer: 64 * 1024 * 1024 }, (_error, stdout) => {
  let report: unknown;
  try {
    report = JSON.parse(stdout);
  } catch {
    report = null;
  }
  if (!report || typeof report !== 'object' || 'error' in report || !('vulnerabilities' in report)) {
    const answer = report as { message?: string; error?: { summary?: string } } | null;
    const reason = answer?.error?.summary || answer?.message || 'no report';
    console.error(`audit: the registry did not answer the audit (${reason}); nothing was checked`);
    process.exit(2);
  }
  const findings = blockingFindings(report, allowList);
  const expired = expiredEntries(allowList, new Date().toISOString().slice(0, 10));
  for (const f of findings) console.error(`audit: ${f.severity} ${f.package}: ${f.title} (${f.advisory})`);
  for (const e of expired)
    console.error(`audit: the acceptance of ${e.advisory} was due for review on ${e.review_by}`);
  if (findings.length > 0 || expired.length > 0) process.exit(1);
  console.log(
    `audit: no high or critical advisory in production dependencies (${allowList.length} accepted)`,
  );
});
