import { Plug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useIntegrations, type Integration } from '../api/get-integrations';
import { countConfigured, sortIntegrations } from '../lib/integrations';
import { EmptyState, ErrorState } from '@/web/components/block-states';
import { ConfiguredBadge, integrationIcon, useIntegrationText } from './integration-text';

/**
 * /admin#integraciones: one card per integration (what it does, configured or not, the
 * variables that enable it, what the portal does without it). Only variable names are shown,
 * never their values. Renders the page's <h1>.
 */
export function IntegrationsSection() {
  const { t } = useTranslation('system');
  const integrations = useIntegrations();

  return (
    <div className="space-y-6">
      <PageHeader title={t('integrations.title')} description={t('integrations.description')} />
      {integrations.data ? (
        integrations.data.length === 0 ? (
          <EmptyState icon={Plug}>{t('integrations.empty')}</EmptyState>
        ) : (
          <>
            <div className="space-y-1">
              <p role="status" className="font-medium tabular-nums">
                {t('integrations.summary', {
                  ...countConfigured(integrations.data),
                  count: integrations.data.length,
                })}
              </p>
              <p className="text-sm text-muted-foreground">{t('integrations.howTo')}</p>
            </div>
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {sortIntegrations(integrations.data).map((integration) => (
                <li key={integration.id} className="min-w-0">
                  <IntegrationCard integration={integration} />
                </li>
              ))}
            </ul>
          </>
        )
      ) : integrations.isError ? (
        <ErrorState
          message={t('integrations.loadFailed')}
          onRetry={() => void integrations.refetch()}
          retrying={integrations.isFetching}
        />
      ) : (
        <IntegrationsSkeleton />
      )}
    </div>
  );
}

function IntegrationsSkeleton() {
  return (
    <div className="space-y-4" aria-hidden="true">
      <Skeleton className="h-5 w-64" />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-56 w-full" />
        ))}
      </div>
    </div>
  );
}

function IntegrationCard({ integration }: { integration: Integration }) {
  const { t } = useTranslation('system');
  const text = useIntegrationText();
  const Icon = integrationIcon(integration.id);
  const purpose = text.purpose(integration.id);
  return (
    <Card className="h-full">
      <CardHeader className="grid-cols-[auto_1fr] gap-x-3">
        <span className="row-span-2 flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <CardTitle>{text.name(integration.id)}</CardTitle>
        {purpose && <CardDescription>{purpose}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <ConfiguredBadge configured={integration.configured} />
        <dl className="space-y-3">
          <div className="space-y-1.5">
            <dt className="text-muted-foreground">{t('integrations.variables')}</dt>
            <dd>
              <ul className="flex flex-wrap gap-1.5">
                {integration.variables.map((variable) => (
                  <li key={variable}>
                    <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all">
                      {variable}
                    </code>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div className="space-y-1">
            <dt className="text-muted-foreground">{t('integrations.whenMissing')}</dt>
            <dd>{text.fallback(integration.fallback)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
