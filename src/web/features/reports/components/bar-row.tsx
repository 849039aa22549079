import { cn } from '@/web/lib/utils';

/**
 * One labelled horizontal bar drawn with CSS (no chart library): the label and its value on one
 * line, the bar under it, `share` of the full width (0–100). The value is the text read out.
 */
export function BarRow({
  label,
  value,
  share,
  detail,
  barClassName = 'bg-primary',
}: {
  label: string;
  value: string;
  share: number;
  detail?: string;
  barClassName?: string;
}) {
  const width = Math.max(0, Math.min(100, share));
  return (
    <li className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 truncate font-medium">{label}</span>
        <span className="shrink-0 tabular-nums">{value}</span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className={cn('h-full rounded-full', barClassName)} style={{ width: `${width}%` }} />
      </div>
      {detail && <span className="text-xs text-muted-foreground">{detail}</span>}
    </li>
  );
}
