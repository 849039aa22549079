import type { TooltipContentProps } from 'recharts';

export interface TooltipLine {
  label: string;
  value: string;
  /** A CSS colour (a theme variable) for the series swatch. */
  color: string;
}

/** What to show for the hovered datum: a title and one line per series, exact values. */
type Describe<T> = (datum: T) => { title: string; lines: TooltipLine[] };

interface ChartTooltipProps<T> {
  active?: boolean;
  payload?: TooltipContentProps['payload'];
  describe: Describe<T>;
}

/** The tooltip of every chart: theme colours (readable in dark mode), exact values. */
function ChartTooltip<T>({ active, payload, describe }: ChartTooltipProps<T>) {
  const datum = payload?.[0]?.payload as T | undefined;
  if (!active || !datum) return null;
  const { title, lines } = describe(datum);
  return (
    <div className="min-w-36 rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
      <p className="font-medium">{title}</p>
      <dl className="mt-1 space-y-0.5">
        {lines.map((line) => (
          <div key={line.label} className="flex items-center justify-between gap-4">
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <span className="size-2.5 rounded-sm" style={{ background: line.color }} />
              {line.label}
            </dt>
            <dd className="font-medium tabular-nums">{line.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A chart's `<Tooltip content={…}>`: the chart tooltip describing the hovered datum. */
export function tooltipContent<T>(describe: Describe<T>) {
  return function Content({ active, payload }: Pick<TooltipContentProps, 'active' | 'payload'>) {
    return <ChartTooltip<T> active={active} payload={payload} describe={describe} />;
  };
}
