import { RefreshCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';

type Size = 'sm' | 'md';

const frame: Record<Size, string> = {
  sm: 'rounded-lg px-4 py-8',
  md: 'rounded-xl px-6 py-12',
};

/**
 * Nothing here yet (UI.md): an icon, one sentence saying what will appear, and the action that
 * creates the first item when there is one. `sm` inside a card, `md` for a page's main block.
 */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  size = 'md',
  className,
}: {
  icon: LucideIcon;
  /** A short heading above the sentence, for a page's main block. */
  title?: string;
  children?: ReactNode;
  action?: ReactNode;
  size?: Size;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 border border-dashed text-center',
        frame[size],
        className,
      )}
    >
      <span
        className={cn(
          'flex items-center justify-center rounded-full bg-accent text-accent-foreground',
          size === 'sm' ? 'size-10' : 'size-12',
        )}
      >
        <Icon className={size === 'sm' ? 'size-5' : 'size-6'} aria-hidden="true" />
      </span>
      {title && <p className="text-base font-semibold">{title}</p>}
      {children && <p className="max-w-md text-sm text-muted-foreground">{children}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

/** A block that failed to load: what happened, and a retry (UI.md: every error offers a way forward). */
export function ErrorState({
  message,
  onRetry,
  retrying = false,
  size = 'md',
  className,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  size?: Size;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 border border-dashed text-center',
        frame[size],
        className,
      )}
    >
      <p className="text-sm">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry} loading={retrying}>
        {!retrying && <RefreshCw aria-hidden="true" />}
        {t('actions.retry')}
      </Button>
    </div>
  );
}
