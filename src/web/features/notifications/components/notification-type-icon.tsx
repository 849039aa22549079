import { AlertTriangle, CheckCircle2, Info, ShieldAlert, XCircle } from 'lucide-react';
import type { NotificationType } from '../api/list-notifications';
import { cn } from '@/web/lib/utils';

const ICONS = {
  info: { Icon: Info, className: 'text-primary' },
  success: { Icon: CheckCircle2, className: 'text-success' },
  warning: { Icon: AlertTriangle, className: 'text-warning' },
  error: { Icon: XCircle, className: 'text-destructive-text' },
  critical: { Icon: ShieldAlert, className: 'text-destructive-text' },
} as const;

/** The notification type as an icon in its status colour (decorative: the text says the rest). */
export function NotificationTypeIcon({ type, className }: { type: NotificationType; className?: string }) {
  const { Icon, className: colour } = ICONS[type];
  return <Icon className={cn('size-4 shrink-0', colour, className)} aria-hidden="true" />;
}
