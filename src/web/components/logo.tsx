import { cn } from '@/web/lib/utils';

/** The Websy mark and wordmark. */
export function Logo({ className, showWordmark = true }: { className?: string; showWordmark?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M7 10.5h3.2l2.3 9 2.6-9h1.8l2.6 9 2.3-9H25l-4 12h-2.9L16 15.6l-2.1 6.9H11z"
          className="fill-primary-foreground"
        />
      </svg>
      {showWordmark && <span className="text-lg">Websy</span>}
    </span>
  );
}
