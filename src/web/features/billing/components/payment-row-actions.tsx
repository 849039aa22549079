import { Ban, CheckCircle2, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@/shared/schemas/payments';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { RowMenu } from '@/web/components/row-menu';
import { backendToast } from '@/web/lib/toast';
import { useCancelPayment } from '../api/cancel-payment';
import { useMarkPaymentPaid } from '../api/mark-payment-paid';
import { useMoney } from '../lib/use-invoice-exports';

/** Admin row menu for pending invoices: edit, mark paid, cancel (each settle asks first, naming the invoice). */
export function PaymentRowActions({
  payment,
  onEdit,
}: {
  payment: Payment;
  onEdit: (payment: Payment) => void;
}) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const [confirm, setConfirm] = useState<'paid' | 'cancel' | null>(null);
  const markPaid = useMarkPaymentPaid();
  const cancel = useCancelPayment();
  if (payment.status !== 'pending') return null;
  const vars = {
    number: payment.number,
    client: payment.client_name,
    amount: money(payment.amount, payment.currency),
  };

  const run = async () => {
    try {
      if (confirm === 'paid') {
        await markPaid.mutateAsync(payment.id);
        backendToast.success(t('admin.paid', { number: payment.number }));
      } else if (confirm === 'cancel') {
        await cancel.mutateAsync(payment.id);
        backendToast.success(t('admin.cancelled', { number: payment.number }));
      }
      setConfirm(null);
    } catch {
      // The query client shows the server's message.
    }
  };

  return (
    <>
      <RowMenu
        label={t('admin.rowActions', { number: payment.number })}
        actions={[
          { label: t('admin.edit'), icon: Pencil, onSelect: () => onEdit(payment) },
          { label: t('admin.markPaid'), icon: CheckCircle2, onSelect: () => setConfirm('paid') },
          { label: t('admin.cancel'), icon: Ban, onSelect: () => setConfirm('cancel'), destructive: true },
        ]}
      />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'paid' ? t('admin.markPaidTitle') : t('admin.cancelTitle')}
        description={
          confirm === 'paid' ? t('admin.markPaidDescription', vars) : t('admin.cancelDescription', vars)
        }
        confirmLabel={confirm === 'paid' ? t('admin.markPaidConfirm') : t('admin.cancelConfirm')}
        loading={markPaid.isPending || cancel.isPending}
        onConfirm={() => void run()}
      />
    </>
  );
}
