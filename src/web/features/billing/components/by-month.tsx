import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { TableHead } from '@/web/components/table-head';
import { useFormatters } from '@/web/lib/use-formatters';
import type { PaymentSummary } from '../api/get-payment-summary';
import { useMoney } from '../lib/use-invoice-exports';
import { startOfDateOnly } from '@/shared/schemas/common';

/** The last 12 months as a bar list (invoiced vs paid) with a table toggle for screen readers. */
export function ByMonth({ summary }: { summary: PaymentSummary | undefined }) {
  const { t } = useTranslation('payments');
  const format = useFormatters();
  const money = useMoney();
  const [asTable, setAsTable] = useState(false);
  const months = summary?.by_month ?? [];
  const max = Math.max(1, ...months.map((m) => Math.max(m.invoiced, m.paid)));
  const label = (month: string) => format.monthYear(startOfDateOnly(`${month}-15`));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('byMonth.title')}</CardTitle>
        <CardAction>
          <Button variant="outline" size="sm" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            {asTable ? t('byMonth.showChart') : t('byMonth.showTable')}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {!summary ? (
          <Skeleton className="h-48 w-full" />
        ) : asTable ? (
          <table className="w-full text-sm">
            <caption className="sr-only">{t('byMonth.title')}</caption>
            <TableHead
              className="border-b text-left text-muted-foreground"
              cellClassName="py-2"
              columns={[
                { label: t('byMonth.month') },
                { label: t('byMonth.invoiced'), className: 'text-right' },
                { label: t('byMonth.paid'), className: 'text-right' },
              ]}
            />
            <tbody>
              {months.map((m) => (
                <tr key={m.month} className="border-b last:border-0">
                  <th scope="row" className="py-2 text-left font-normal capitalize">
                    {label(m.month)}
                  </th>
                  <td className="py-2 text-right tabular-nums">{money(m.invoiced)}</td>
                  <td className="py-2 text-right tabular-nums">{money(m.paid)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <div className="space-y-3">
            <div className="flex gap-4 text-xs text-muted-foreground" aria-hidden="true">
              <span className="flex items-center gap-1.5">
                <span className="size-2.5 rounded-sm bg-primary" />
                {t('byMonth.invoiced')}
              </span>
              <span className="flex items-center gap-1.5">
                <span className="size-2.5 rounded-sm bg-success" />
                {t('byMonth.paid')}
              </span>
            </div>
            <ul className="space-y-2">
              {months.map((m) => {
                const text = t('byMonth.row', {
                  month: label(m.month),
                  invoiced: money(m.invoiced),
                  paid: money(m.paid),
                });
                return (
                  <li key={m.month} className="grid grid-cols-[5.5rem_1fr] items-center gap-3" title={text}>
                    <span className="sr-only">{text}</span>
                    <span className="truncate text-xs text-muted-foreground capitalize" aria-hidden="true">
                      {label(m.month)}
                    </span>
                    <span className="space-y-1" aria-hidden="true">
                      <span
                        className="block h-2 rounded-sm bg-primary"
                        style={{ width: `${(m.invoiced / max) * 100}%` }}
                      />
                      <span
                        className="block h-2 rounded-sm bg-success"
                        style={{ width: `${(m.paid / max) * 100}%` }}
                      />
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
