import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@/shared/schemas/payments';
import { Badge } from '@/web/components/ui/badge';
import { displayStatus } from '../lib/invoice-export';

const VARIANT = {
  pending: 'warning',
  paid: 'success',
  cancelled: 'secondary',
  overdue: 'destructive',
} as const;

/** pending amber, paid green, cancelled slate; overdue (pending past its due date) red with an icon. */
export function PaymentStatusBadge({ payment }: { payment: Pick<Payment, 'status' | 'overdue'> }) {
  const { t } = useTranslation('payments');
  const status = displayStatus(payment);
  return (
    <Badge variant={VARIANT[status]}>
      {status === 'overdue' && <AlertTriangle aria-hidden="true" />}
      {t(`status.${status}`)}
    </Badge>
  );
}
