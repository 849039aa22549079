import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { webhookDeliveryStatusSchema, type WebhookDeliveryStatus } from '@/shared/schemas/webhooks';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/select';

/** Webhooks › the endpoint's URL. */
export function Breadcrumbs({ current }: { current: string }) {
  const { t } = useTranslation('webhooks');
  return (
    <nav aria-label={t('deliveries.breadcrumbs')} className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link
            to={paths.admin.webhooks.getHref()}
            className="rounded underline-offset-4 hover:text-foreground hover:underline"
          >
            {t('title')}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li
          aria-current="page"
          className="max-w-full truncate font-mono font-medium text-foreground sm:max-w-md"
        >
          {current}
        </li>
      </ol>
    </nav>
  );
}

/** The log's filter by status ('' = every status). */
export function StatusFilter({
  value,
  onChange,
}: {
  value: WebhookDeliveryStatus | null;
  onChange: (status: WebhookDeliveryStatus | null) => void;
}) {
  const { t } = useTranslation('webhooks');
  const id = useId();
  return (
    <div className="grid gap-2 sm:w-56">
      <Label htmlFor={id}>{t('deliveries.filter')}</Label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(e) => {
          const parsed = webhookDeliveryStatusSchema.safeParse(e.target.value);
          onChange(parsed.success ? parsed.data : null);
        }}
      >
        <option value="">{t('deliveries.allStatuses')}</option>
        {webhookDeliveryStatusSchema.options.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
