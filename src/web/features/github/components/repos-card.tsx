import { GitFork, Star } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GITHUB, type GithubRepository } from '@/shared/schemas/github';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useFormatters, useRelativeTime } from '@/web/lib/use-formatters';
import { useIsDesktopNav } from '@/web/lib/use-media-query';

/** Space opens the repository too (Enter and click already do, as for any link). */
function openOnSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ') return;
  event.preventDefault();
  window.open(event.currentTarget.href, '_blank', 'noopener,noreferrer');
}

/** 'Repositorios destacados': up to six cards (four on mobile), each opening the repository in a new tab. */
export function ReposCard({ repositories }: { repositories: GithubRepository[] }) {
  const { t } = useTranslation('github');
  const { number } = useFormatters();
  const relative = useRelativeTime();
  const wide = useIsDesktopNav();
  const shown = repositories.slice(0, wide ? GITHUB.featuredRepos : GITHUB.featuredReposMobile);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('repos.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((repo) => (
            <li key={repo.id}>
              <a
                href={repo.html_url}
                target="_blank"
                rel="noopener noreferrer"
                onKeyDown={openOnSpace}
                aria-label={t('repos.open', { name: repo.full_name })}
                className="flex h-full flex-col gap-2 rounded-lg border p-4 transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="flex items-start justify-between gap-2">
                  <span className="truncate font-semibold">{repo.name}</span>
                  <span className="inline-flex shrink-0 items-center gap-1 text-sm tabular-nums">
                    <Star className="size-4" aria-hidden="true" />
                    <span className="sr-only">{t('repos.stars', { count: repo.stargazers_count })}</span>
                    <span aria-hidden="true">{number(repo.stargazers_count)}</span>
                  </span>
                </span>
                <span className="line-clamp-2 text-sm text-muted-foreground">
                  {repo.description || t('repos.noDescription')}
                </span>
                <span className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                  <span>{repo.language || t('repos.noLanguage')}</span>
                  <span className="inline-flex items-center gap-1">
                    <GitFork className="size-3.5" aria-hidden="true" />
                    {t('repos.forks', { count: repo.forks_count })}
                  </span>
                  {repo.updated_at && <span>{t('repos.updated', { time: relative(repo.updated_at) })}</span>}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
