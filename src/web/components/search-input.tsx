import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/utils';

/** A search box with its magnifier (the label is the caller's: shown, or read out only). */
export function SearchInput({
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'className'> & { className?: string }) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input type="search" className="pl-9" {...props} />
    </div>
  );
}
