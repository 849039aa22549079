import { useTranslation } from 'react-i18next';
import type { SignoffStatus } from '@/shared/schemas/signoffs';
import { Badge } from '@/web/components/ui/badge';
import { tone } from '@/web/lib/status-tones';
import { cn } from '@/web/lib/utils';

/** Waiting amber, accepted green, changes requested red, withdrawn slate (UI.md's status colours). */
const statusTone: Record<SignoffStatus, string> = {
  submitted: tone.warning,
  accepted: tone.success,
  changes_requested: tone.danger,
  withdrawn: tone.neutral,
};

export function SignoffStatusBadge({ status }: { status: SignoffStatus }) {
  const { t } = useTranslation('signoffs');
  return <Badge className={cn('border-transparent', statusTone[status])}>{t(`status.${status}`)}</Badge>;
}
