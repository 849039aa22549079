import { useTranslation } from 'react-i18next';
import { Badge } from '@/web/components/ui/badge';

const PULL_TONE = { open: 'success', merged: 'accent', closed: 'secondary' } as const;
const DEPLOYMENT_TONE: Record<string, 'success' | 'warning' | 'destructive' | 'secondary'> = {
  success: 'success',
  failure: 'destructive',
  error: 'destructive',
  pending: 'warning',
  queued: 'warning',
  in_progress: 'warning',
  inactive: 'secondary',
};
const DEPLOYMENT_STATES = new Set(Object.keys(DEPLOYMENT_TONE));

/** A pull request's open/merged/closed or a deployment's latest status, in words and colour. */
export function EvidenceState({
  kind,
  state,
}: {
  kind: 'pull_request' | 'deployment';
  state: string | null;
}) {
  const { t } = useTranslation('projects');
  if (kind === 'pull_request') {
    const pull = state === 'merged' || state === 'closed' ? state : 'open';
    return <Badge variant={PULL_TONE[pull]}>{t(`code.pullState.${pull}`)}</Badge>;
  }
  const known = state && DEPLOYMENT_STATES.has(state) ? state : 'unknown';
  return <Badge variant={DEPLOYMENT_TONE[known] ?? 'outline'}>{t(`code.deploymentState.${known}`)}</Badge>;
}
