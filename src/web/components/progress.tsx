import { useFormatters } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

/** A progress indicator's role and values, named by `label` for screen readers. */
const progressbar = (label: string, percent: number) =>
  ({
    role: 'progressbar',
    'aria-label': label,
    'aria-valuemin': 0,
    'aria-valuemax': 100,
    'aria-valuenow': percent,
  }) as const;

/** A thin bar with the percentage beside it; `label` names it for screen readers. */
export function ProgressBar({
  value,
  label,
  className,
  showValue = true,
}: {
  value: number;
  label: string;
  className?: string;
  showValue?: boolean;
}) {
  const { number } = useFormatters();
  const percent = clamp(value);
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <div
        {...progressbar(label, percent)}
        className="h-2 min-w-16 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      {showValue && (
        <span
          className="w-10 shrink-0 text-right text-xs font-medium tabular text-muted-foreground"
          aria-hidden="true"
        >
          {number(percent / 100, { style: 'percent' })}
        </span>
      )}
    </div>
  );
}

/** The project page's ring: the percentage in the middle. */
export function ProgressRing({ value, label, size = 112 }: { value: number; label: string; size?: number }) {
  const { number } = useFormatters();
  const percent = clamp(value);
  const stroke = 10;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const circle = { cx: size / 2, cy: size / 2, r: radius, fill: 'none', strokeWidth: stroke };
  return (
    <div
      {...progressbar(label, percent)}
      className="relative inline-flex shrink-0 items-center justify-center"
      style={{ width: size, height: size }}
    >
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        aria-hidden="true"
        className="-rotate-90"
      >
        <circle {...circle} className="stroke-muted" />
        <circle
          {...circle}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
          className="stroke-primary transition-[stroke-dashoffset] duration-700 motion-reduce:transition-none"
        />
      </svg>
      <span
        className="absolute text-2xl font-semibold tabular"
        aria-hidden="true"
        data-testid="progress-ring-value"
      >
        {number(percent / 100, { style: 'percent' })}
      </span>
    </div>
  );
}
