import { ExternalLink, GitCommitHorizontal, GitPullRequest, PlugZap, Rocket, FolderGit2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProjectCode } from '@/shared/schemas/code-evidence';
import { EmptyState, ErrorState } from '@/web/components/block-states';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { isApiError } from '@/web/lib/api-error';
import { useFormatters } from '@/web/lib/use-formatters';
import { useProjectCode } from '../api/code-evidence';
import { EvidenceState } from './evidence-state';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
const linkClass =
  'rounded font-medium underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

function Ready({ code }: { code: ProjectCode }) {
  const { t } = useTranslation('projects');
  const format = useFormatters();
  const latest = code.deployments[0];
  return (
    <div className="grid gap-6">
      <Section title={t('code.deployment')}>
        {latest ? (
          <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="latest-deployment">
            <Rocket className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="font-medium">{latest.environment}</span>
            <span className="text-muted-foreground">{latest.ref}</span>
            <EvidenceState kind="deployment" state={latest.state} />
            <span className="text-muted-foreground">{format.dateTime(latest.created_at)}</span>
            {latest.environment_url && (
              <a
                href={latest.environment_url}
                {...external}
                className={`${linkClass} inline-flex items-center gap-1`}
                aria-label={t('code.openEnvironment', { environment: latest.environment })}
              >
                {latest.environment_url}
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </a>
            )}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t('code.noDeployments')}</p>
        )}
      </Section>
      <Section title={t('code.pulls')}>
        {code.pull_requests.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('code.noPulls')}</p>
        ) : (
          <ul className="divide-y" aria-label={t('code.pulls')}>
            {code.pull_requests.map((pull) => (
              <li key={pull.number} className="flex min-h-11 flex-wrap items-center gap-2 py-2 text-sm">
                <GitPullRequest className="size-4 text-muted-foreground" aria-hidden="true" />
                <a href={pull.html_url} {...external} className={`${linkClass} min-w-0 break-words`}>
                  #{pull.number} {pull.title}
                </a>
                <EvidenceState kind="pull_request" state={pull.state} />
                {pull.draft && <Badge variant="outline">{t('code.draft')}</Badge>}
                {pull.author_login && <span className="text-muted-foreground">{pull.author_login}</span>}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('code.commits')}>
        {code.commits.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('code.noCommits')}</p>
        ) : (
          <ul className="divide-y" aria-label={t('code.commits')}>
            {code.commits.map((commit) => (
              <li key={commit.sha} className="flex min-h-11 flex-wrap items-center gap-2 py-2 text-sm">
                <GitCommitHorizontal className="size-4 text-muted-foreground" aria-hidden="true" />
                <a href={commit.html_url} {...external} className={`${linkClass} font-mono text-xs`}>
                  {commit.sha.slice(0, 7)}
                </a>
                <span className="min-w-0 flex-1 break-words">{commit.message}</span>
                <span className="text-muted-foreground">
                  {[commit.author_login ?? commit.author_name, commit.date && format.date(commit.date)]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

/**
 * The Código tab (decision 0026): the repository's latest deployment, open pull requests and latest
 * commits, read on the server with the owner's or the agency's connection. Loading, no
 * repository, not connected and error states.
 */
export function CodeCard({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const { data: code, isPending, error, refetch, isRefetching } = useProjectCode(projectId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('code.title')}</CardTitle>
        {code?.repository && (
          <CardDescription>
            <a
              href={code.repository.html_url}
              {...external}
              className={`${linkClass} inline-flex items-center gap-1`}
              aria-label={t('code.openRepository', { repository: code.repository.full_name })}
            >
              <FolderGit2 className="size-4" aria-hidden="true" />
              {code.repository.full_name}
            </a>
            {code.via && <span> · {t(code.via === 'owner' ? 'code.viaOwner' : 'code.viaAdmin')}</span>}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-3">
            <p role="status" className="sr-only">
              {t('code.loading')}
            </p>
            <Skeleton aria-hidden="true" className="h-5 w-1/2" />
            <Skeleton aria-hidden="true" className="h-16 w-full" />
            <Skeleton aria-hidden="true" className="h-24 w-full" />
          </div>
        ) : error || !code ? (
          <ErrorState
            size="sm"
            message={isApiError(error) ? error.message : t('code.error')}
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        ) : code.state === 'no_repository' ? (
          <EmptyState size="sm" icon={FolderGit2}>
            {t('code.noRepository')}
          </EmptyState>
        ) : code.state === 'not_connected' ? (
          <EmptyState size="sm" icon={PlugZap}>
            {t('code.notConnected', { repository: code.repository?.full_name ?? '' })}
          </EmptyState>
        ) : (
          <Ready code={code} />
        )}
      </CardContent>
    </Card>
  );
}
