import {
  AlertCircle,
  ArrowRight,
  CircleCheck,
  Cpu,
  Database,
  Mail,
  Plug,
  ToggleLeft,
  ToggleRight,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/web/components/ui/badge';
import { buttonVariants } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { paths } from '@/shared/paths';
import { useFormatters } from '@/web/lib/use-formatters';
import type { EnvironmentStatus } from '../api/get-environment';
import { countConfigured, isKnownFlag, orderedFlags, sortIntegrations } from '../lib/integrations';
import { Missing } from './block-states';
import { ConfiguredBadge, useIntegrationText } from './integration-text';

function TitleWithIcon({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <CardTitle className="flex items-center gap-2">
      <span className="text-muted-foreground [&>svg]:size-4">{icon}</span>
      {children}
    </CardTitle>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 border-t py-2.5 first:border-t-0 first:pt-0 last:pb-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words tabular-nums">{children}</dd>
    </div>
  );
}

export function AppCard({ env }: { env: EnvironmentStatus }) {
  const { t } = useTranslation('system');
  return (
    <Card>
      <CardHeader>
        <TitleWithIcon icon={<Cpu aria-hidden="true" />}>{t('environment.app.title')}</TitleWithIcon>
      </CardHeader>
      <CardContent>
        <dl className="text-sm">
          <Row label={t('environment.app.version')}>{env.version}</Row>
          <Row label={t('environment.app.node')}>{env.node}</Row>
        </dl>
      </CardContent>
    </Card>
  );
}

export function DatabaseCard({ database }: { database: EnvironmentStatus['database'] }) {
  const { t } = useTranslation('system');
  const format = useFormatters();
  return (
    <Card>
      <CardHeader>
        <TitleWithIcon icon={<Database aria-hidden="true" />}>
          {t('environment.database.title')}
        </TitleWithIcon>
      </CardHeader>
      <CardContent className="space-y-4">
        {database.ok ? (
          <Badge variant="success">
            <CircleCheck aria-hidden="true" />
            {t('environment.database.ok')}
          </Badge>
        ) : (
          <Badge variant="destructive">
            <AlertCircle aria-hidden="true" />
            {t('environment.database.error')}
          </Badge>
        )}
        <dl className="text-sm">
          <Row label={t('environment.database.engine')}>{database.version ?? <Missing />}</Row>
          <Row label={t('environment.database.latency')}>
            {database.latency_ms === null ? (
              <Missing />
            ) : (
              t('environment.database.latencyValue', { value: format.number(database.latency_ms) })
            )}
          </Row>
        </dl>
        {!database.ok && (
          <p className="text-sm text-destructive-text">{t('environment.database.errorHint')}</p>
        )}
      </CardContent>
    </Card>
  );
}

export function MailCard({
  mode,
  pendingCopies,
}: {
  mode: EnvironmentStatus['mail']['mode'];
  pendingCopies: number | null;
}) {
  const { t } = useTranslation('system');
  const format = useFormatters();
  return (
    <Card>
      <CardHeader>
        <TitleWithIcon icon={<Mail aria-hidden="true" />}>{t('environment.mail.title')}</TitleWithIcon>
      </CardHeader>
      <CardContent className="space-y-3">
        <dl className="text-sm">
          <Row label={t('environment.mail.mode')}>
            {mode === 'smtp' ? t('environment.mail.smtp') : t('environment.mail.outbox')}
          </Row>
          {/* Notification copies the mail job has yet to send, as one digest per person (decision 0051). */}
          <Row label={t('environment.mail.pending')}>
            {pendingCopies === null ? t('environment.mail.pendingUnknown') : format.number(pendingCopies)}
          </Row>
        </dl>
        <p className="text-sm text-muted-foreground">
          {mode === 'smtp' ? t('environment.mail.smtpHint') : t('environment.mail.outboxHint')}
        </p>
      </CardContent>
    </Card>
  );
}

export function IntegrationsCard({ integrations }: { integrations: EnvironmentStatus['integrations'] }) {
  const { t } = useTranslation('system');
  const text = useIntegrationText();
  return (
    <Card>
      <CardHeader>
        <TitleWithIcon icon={<Plug aria-hidden="true" />}>
          {t('environment.integrations.title')}
        </TitleWithIcon>
        <CardDescription className="tabular-nums">
          {t('integrations.summary', { ...countConfigured(integrations), count: integrations.length })}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {integrations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('integrations.empty')}</p>
        ) : (
          <ul className="text-sm">
            {sortIntegrations(integrations).map((integration) => (
              <li
                key={integration.id}
                className="flex flex-wrap items-center justify-between gap-2 border-t py-2.5 first:border-t-0 first:pt-0"
              >
                <span>{text.name(integration.id)}</span>
                <ConfiguredBadge configured={integration.configured} />
              </li>
            ))}
          </ul>
        )}
        <Link
          to={paths.admin.dashboard.getHref('integraciones')}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          {t('environment.integrations.seeAll')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}

export function FlagsCard({ flags }: { flags: EnvironmentStatus['feature_flags'] }) {
  const { t } = useTranslation('system');
  return (
    <Card>
      <CardHeader>
        <TitleWithIcon icon={<ToggleRight aria-hidden="true" />}>
          {t('environment.flags.title')}
        </TitleWithIcon>
        <CardDescription>{t('environment.flags.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="text-sm">
          {orderedFlags(flags).map(({ id, enabled }) => (
            <li
              key={id}
              className="flex flex-wrap items-center justify-between gap-2 border-t py-2.5 first:border-t-0 first:pt-0"
            >
              <span>{isKnownFlag(id) ? t(`environment.flags.items.${id}`) : id}</span>
              {enabled ? (
                <Badge variant="success">
                  <ToggleRight aria-hidden="true" />
                  {t('environment.flags.on')}
                </Badge>
              ) : (
                <Badge variant="outline" className="text-muted-foreground">
                  <ToggleLeft aria-hidden="true" />
                  {t('environment.flags.off')}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
