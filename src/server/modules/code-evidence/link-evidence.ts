import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { phaseEvidence } from '../../db/schema/phase-evidence';
import { AppError } from '../../../shared/errors';
import type { EvidenceLink, linkEvidenceSchema } from '../../../shared/schemas/code-evidence';
import type { GithubService } from '../github/github-service';
import { findPhase } from '../phases/find-phase';
import { openRepository, repositoryHtmlUrl } from './internal/open-repository';
import { codeEvidencePolicy } from './policy';
import { presentEvidence } from './present-evidence';
import { CodeTokenRefusedError, readDeployment, readPull } from './internal/provider';

type Input = z.output<typeof linkEvidenceSchema>;

/**
 * An admin links a phase to a pull request or a deployment of its project's repository. What is
 * stored (address, title, state, environment) is what the provider answers, never what the
 * browser sent; linking the same one again refreshes it.
 */
export async function linkEvidence(
  db: Database,
  caller: Caller,
  github: GithubService,
  phaseId: string,
  input: Input,
): Promise<EvidenceLink> {
  codeEvidencePolicy.assertCanLink(caller);
  const phase = await asCaller(db, caller, (tx) => findPhase(tx, phaseId));
  const opened = await openRepository(db, caller, github, phase.projectId);
  if (opened.state === 'no_repository') {
    throw new AppError('BAD_REQUEST', { message: 'projects:code.errors.noRepository' });
  }
  if (opened.state === 'not_connected') {
    throw new AppError('NOT_FOUND', { message: 'projects:code.errors.notConnected' });
  }
  let values;
  try {
    if (input.kind === 'pull_request') {
      const pull = await readPull(opened.client, opened.repo, input.ref);
      values = {
        url: pull.html_url || `${repositoryHtmlUrl(opened.repo)}/pull/${pull.number}`,
        title: pull.title.slice(0, 500),
        state: pull.state,
        environment: null,
        environmentUrl: null,
      };
    } else {
      const deployment = await readDeployment(opened.client, opened.repo, input.ref);
      values = {
        url:
          deployment.environment_url ?? deployment.log_url ?? `${repositoryHtmlUrl(opened.repo)}/deployments`,
        title: `${deployment.environment} · ${deployment.ref}`.slice(0, 500),
        state: deployment.state ?? 'pending',
        environment: deployment.environment.slice(0, 200),
        environmentUrl: deployment.environment_url,
      };
    }
  } catch (error) {
    if (error instanceof CodeTokenRefusedError) {
      throw new AppError('NOT_FOUND', { message: 'github:errors.tokenExpired' });
    }
    throw error;
  }
  const set = { ...values, linkedBy: caller.id, updatedAt: new Date() };
  return asCaller(db, caller, async (tx) => {
    const [row] = await tx
      .insert(phaseEvidence)
      .values({ projectId: phase.projectId, phaseId, kind: input.kind, ref: input.ref, ...set })
      .onConflictDoUpdate({ target: [phaseEvidence.phaseId, phaseEvidence.kind, phaseEvidence.ref], set })
      .returning();
    return presentEvidence(row!);
  });
}
