import { Check, CheckCheck, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { projectTypeIds, type ProjectTypeId } from '@/shared/domain/project-types';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useFormatters, useRelativeTime } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';
import { usePendingApprovals, type ApprovalRequest } from '../api/list-approval-requests';
import { paths } from '@/shared/paths';
import type { Decision } from './decision-dialog';
import { useOnDemand } from '@/web/lib/use-on-demand';
import { EmptyState } from '@/web/components/block-states';
import { ProjectTypeIcon } from './project-type';

/** The decision dialog (and the form library and schemas under it) loads with the first decision. */
const loadDecisionDialog = () => import('./decision-dialog').then((module) => module.DecisionDialog);

const asType = (type: string): ProjectTypeId =>
  (projectTypeIds as readonly string[]).includes(type) ? (type as ProjectTypeId) : 'other';

function RequestItem({
  request,
  onDecide,
}: {
  request: ApprovalRequest;
  onDecide: (decision: Decision) => void;
}) {
  const { t } = useTranslation('projects');
  const { dateTime } = useFormatters();
  const relative = useRelativeTime();
  const when = request.requested_at ?? request.created_at;
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start"
      data-testid="approval-request"
    >
      <ProjectTypeIcon type={asType(request.type)} />
      <div className="min-w-0 flex-1">
        <Link
          to={paths.app.projectDetail.getHref(request.project_id)}
          className="font-medium underline-offset-4 hover:underline"
        >
          {request.project_name}
        </Link>
        <p className="text-sm text-muted-foreground">
          {t('approvals.requestedBy', { name: request.requester_name || request.requester_email })} ·{' '}
          <time dateTime={when} title={dateTime(when)}>
            {relative(when)}
          </time>
        </p>
        {request.request_notes && (
          <p className="mt-2 rounded-md bg-muted/60 px-3 py-2 text-sm break-words">{request.request_notes}</p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          size="sm"
          onClick={() => onDecide('approve')}
          aria-label={t('approvals.approveLabel', { name: request.project_name })}
        >
          <Check aria-hidden="true" />
          {t('decision.approve.action')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onDecide('reject')}
          aria-label={t('approvals.rejectLabel', { name: request.project_name })}
        >
          <X aria-hidden="true" />
          {t('decision.reject.action')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The admin dashboard's 'aprobar-proyectos' section: pending approval requests with approve /
 * reject and notes. As the page of /admin#aprobar-proyectos (`variant="page"`, the default
 * without `limit`) it brings the page's <h1>; as a card on another page (`variant="card"`, the
 * default with `limit`) its title is an <h2> and `limit` shows only the oldest few.
 */
export function ApprovalsSection({
  limit,
  variant = limit ? 'card' : 'page',
  className,
}: {
  limit?: number;
  variant?: 'page' | 'card';
  className?: string;
}) {
  const { t } = useTranslation('projects');
  const titleId = useId();
  const { data, isPending } = usePendingApprovals();
  const [decision, setDecision] = useState<{ request: ApprovalRequest; decision: Decision } | null>(null);
  const DecisionDialog = useOnDemand(loadDecisionDialog, decision !== null);
  const requests = limit ? (data?.requests.slice(0, limit) ?? []) : (data?.requests ?? []);
  const description = data
    ? t('approvals.description', { count: data.total })
    : t('approvals.descriptionLoading');
  const card = (
    <Card
      className={variant === 'card' ? className : undefined}
      aria-labelledby={variant === 'card' ? titleId : undefined}
    >
      {variant === 'card' && (
        <CardHeader>
          <CardTitle id={titleId}>{t('approvals.title')}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
      )}
      <CardContent>
        {isPending ? (
          <div className="grid grid-cols-1 gap-3" aria-hidden="true">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : requests.length === 0 ? (
          <EmptyState icon={CheckCheck} title={t('approvals.empty')}>
            {t('approvals.emptyDescription')}
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-3">
            {requests.map((request) => (
              <RequestItem
                key={request.project_id}
                request={request}
                onDecide={(kind) => setDecision({ request, decision: kind })}
              />
            ))}
          </ul>
        )}
        {limit && data && data.total > limit && (
          <Button variant="link" asChild className="mt-3">
            <Link to={paths.admin.approvals.getHref()}>{t('approvals.seeAll', { count: data.total })}</Link>
          </Button>
        )}
      </CardContent>
      {DecisionDialog && (
        <DecisionDialog
          project={decision ? { id: decision.request.project_id, name: decision.request.project_name } : null}
          decision={decision?.decision ?? 'approve'}
          onOpenChange={(open) => !open && setDecision(null)}
        />
      )}
    </Card>
  );
  if (variant === 'card') return card;
  return (
    <div className={cn('space-y-6', className)}>
      <PageHeader title={t('approvals.title')} description={description} />
      {card}
    </div>
  );
}
