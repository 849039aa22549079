import { Loader2 } from 'lucide-react';
import { cn } from '@/web/lib/utils';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <Loader2 className={cn('size-5 animate-spin text-primary', className)} aria-hidden="true" />
      {label && <span>{label}</span>}
    </span>
  );
}
